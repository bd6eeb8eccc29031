ALTER TABLE "article_types" DROP CONSTRAINT "article_types_kind_known";--> statement-breakpoint
ALTER TABLE "venue_search" ADD COLUMN "floor_day_price" bigint;--> statement-breakpoint
CREATE INDEX "venue_search_city_day_price_idx" ON "venue_search" USING btree ("city_id","floor_day_price");--> statement-breakpoint
ALTER TABLE "article_types" ADD CONSTRAINT "article_types_kind_known" CHECK ("article_types"."kind" in ('help', 'recruitment', 'company_news', 'industry_news', 'company', 'agreement'));--> statement-breakpoint
-- hand-written: fill the new column for rows indexed before it existed (same rule as DAY_EQUIVALENT_SQL in
-- modules/catalogue/venue-search-index.ts: a period's price ÷ its days, half-up).
UPDATE "venue_search" v SET "floor_day_price" = b.floor_day_price
FROM (
  SELECT s.top_physical_id AS id,
         min(round(sp.price::numeric / (CASE sp.lease_term_type_id WHEN 3 THEN 7 WHEN 4 THEN 30 WHEN 5 THEN 365 WHEN 6 THEN 15 WHEN 7 THEN 180 WHEN 8 THEN 90 ELSE 1 END))::bigint)
           FILTER (WHERE NOT s.is_enquiry AND sp.price > 0) AS floor_day_price
  FROM selling_resources s JOIN selling_resource_prices sp ON sp.selling_resource_id = s.id
  WHERE s.is_online
  GROUP BY s.top_physical_id
) b
WHERE b.id = v.top_physical_id;--> statement-breakpoint
-- hand-written: the two agreements people accept (login, register, checkout), edited by the operator as
-- articles of these types (@vm/contracts/content AGREEMENT_TYPE_IDS); every install starts with a text.
INSERT INTO "article_types" ("id", "name", "kind", "sort") VALUES (30, '用户协议', 'agreement', 30), (31, '隐私政策', 'agreement', 31)
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "articles" ("article_type_id", "title", "summary", "content", "status", "sort", "published_at", "created_at", "updated_at")
SELECT 30, '用户协议', '场地通平台用户协议：账号、预订与支付、取消与退款、双方责任。',
  '<h2>一、协议的范围</h2><p>本协议是您与场地通平台（以下简称“平台”）之间关于注册、登录和使用平台服务的约定。您在登录、注册或提交订单时勾选或点击同意，即表示您已阅读并同意本协议全部内容。</p>'
  || '<h2>二、账号</h2><p>您应使用本人手机号注册，并妥善保管验证码、登录密码和支付密码。通过您的账号进行的操作视为您本人的行为。</p>'
  || '<h2>三、预订与支付</h2><p>场地价格以下单时页面展示为准，各租期价格均注明单位（如“元/天”“元/月”）。订单提交后48小时内未支付将自动取消；支付后供应商将在24小时内完成审核。</p>'
  || '<h2>四、取消与退款</h2><p>支付前或待审核期间取消订单可全额退款；订单审核通过后不可取消。优惠券仅在订单未支付取消或被拒绝时退还。</p>'
  || '<h2>五、双方责任</h2><p>供应商应保证所发布场地信息真实、准确；广告主应按约定使用场地并遵守场地的特殊要求（如限非食品类、禁止高噪音）。</p>'
  || '<h2>六、协议的修改</h2><p>平台可根据业务需要修改本协议，修改后的协议在本页面公布后生效。</p>',
  'published', 0, now(), now(), now()
WHERE NOT EXISTS (SELECT 1 FROM "articles" WHERE "article_type_id" = 30);--> statement-breakpoint
INSERT INTO "articles" ("article_type_id", "title", "summary", "content", "status", "sort", "published_at", "created_at", "updated_at")
SELECT 31, '隐私政策', '场地通平台如何收集、使用、保存和保护您的个人信息。',
  '<h2>一、我们收集的信息</h2><p>为提供登录、预订、支付、开票等服务，我们会收集您的手机号、姓名、企业信息、联系人、收货地址和订单信息。</p>'
  || '<h2>二、信息的使用</h2><p>上述信息仅用于完成您委托的服务、联系您确认订单、开具发票和保障账号安全，不会用于与服务无关的用途。</p>'
  || '<h2>三、信息的共享</h2><p>为完成订单，我们会向承接订单的供应商提供必要的联系人信息；除法律法规要求外，不会向其他第三方提供您的个人信息。</p>'
  || '<h2>四、信息的保存与保护</h2><p>您的信息保存在中华人民共和国境内，平台以加密传输、权限控制等措施保护您的信息；手机号在公开页面以掩码显示。</p>'
  || '<h2>五、您的权利</h2><p>您可以在会员中心查看、更正您的个人资料，也可以联系客服注销账号。</p>',
  'published', 0, now(), now(), now()
WHERE NOT EXISTS (SELECT 1 FROM "articles" WHERE "article_type_id" = 31);
