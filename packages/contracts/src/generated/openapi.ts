/**
 * Generated from the server's OpenAPI document by `npm run api:types` (openapi-typescript). Do not
 * edit: change the routes' zod schemas and run it again (`npm run lint` fails while this is stale).
 */
/* eslint-disable */
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 健康检查（进程与数据库）
         * @description 健康检查（进程与数据库）
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 就绪检查（数据库可用且未在停止；只读副本的状态与延迟）
         * @description 就绪检查（数据库可用且未在停止；只读副本的状态与延迟）
         */
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site_config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 前端运行配置
         * @description 前端运行配置
         */
        get: operations["getSiteConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/app_captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发送短信验证码
         * @description 发送短信验证码
         */
        post: operations["postAuthAppCaptcha"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/code-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 验证码登录（首次登录即注册）
         * @description 验证码登录（首次登录即注册）
         */
        post: operations["postAuthCodeLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/check-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 是否已登录
         * @description 是否已登录
         */
        post: operations["postAuthCheckLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session-flush": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 退出登录（注销当前令牌）
         * @description 退出登录（注销当前令牌）
         */
        post: operations["postAuthSessionFlush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 当前用户
         * @description 当前用户
         */
        get: operations["getUsersCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/current/badge_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 未读消息数
         * @description 未读消息数
         */
        get: operations["getUsersCurrentBadgeInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/sms-outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 开发短信发件箱
         * @description 开发短信发件箱
         */
        get: operations["getDevSmsOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 全部城市（不分页）
         * @description 全部城市（不分页）
         */
        get: operations["getCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regions/provinces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 省份
         * @description 省份
         */
        get: operations["getRegionsProvinces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regions/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 省份下的城市
         * @description 省份下的城市
         */
        get: operations["getRegionsCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regions/districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 城市的区县
         * @description 城市的区县
         */
        get: operations["getRegionsDistricts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regions/trading_areas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 城市的商圈
         * @description 城市的商圈
         */
        get: operations["getRegionsTradingAreas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regions/subway_lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 城市的地铁线路（含站点）
         * @description 城市的地铁线路（含站点）
         */
        get: operations["getRegionsSubwayLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regions/subway_stations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 城市的地铁站
         * @description 城市的地铁站
         */
        get: operations["getRegionsSubwayStations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 场地标签
         * @description 场地标签
         */
        get: operations["getLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 社区类型
         * @description 社区类型
         */
        get: operations["getCommunityTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/location_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 位置类型
         * @description 位置类型
         */
        get: operations["getLocationTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 场地类型（分类）
         * @description 场地类型（分类）
         */
        get: operations["getCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category_attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 分类属性及选项
         * @description 分类属性及选项
         */
        get: operations["getCategoryAttributes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 场地列表（/fieldslist 的全部筛选）
         * @description 场地列表（/fieldslist 的全部筛选）
         */
        get: operations["getFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fields/{top_physical_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 场地详情
         * @description 场地详情
         */
        get: operations["getFieldsByTopPhysicalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fields/{top_physical_id}/applet_qrcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 场地二维码（PNG，手机扫码打开场地页）
         * @description 场地二维码（PNG，手机扫码打开场地页）
         */
        get: operations["getFieldsByTopPhysicalIdAppletQrcode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/selling_resources/{id}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 规格日历（价格与可订）
         * @description 规格日历（价格与可订）
         */
        get: operations["getSellingResourcesByIdCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical_resources/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 场地评价（v4）
         * @description 场地评价（v4）
         */
        get: operations["getPhysicalResourcesByIdComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lists/{id}/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 场地成交记录
         * @description 场地成交记录
         */
        get: operations["getListsByIdSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 社区列表
         * @description 社区列表
         */
        get: operations["getCommunities"];
        put?: never;
        /**
         * 新建商场/社区
         * @description 新建商场/社区
         */
        post: operations["postCommunities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/recommends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 推荐场地（每页5个，首页4个）
         * @description 推荐场地（每页5个，首页4个）
         */
        get: operations["getCommunitiesRecommends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 社区详情
         * @description 社区详情
         */
        get: operations["getCommunitiesById"];
        /**
         * 修改商场/社区
         * @description 修改商场/社区
         */
        put: operations["putCommunitiesById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{id}/nearby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 附近场地（每页2个）
         * @description 附近场地（每页2个）
         */
        get: operations["getCommunitiesByIdNearby"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fast/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 搜索联想
         * @description 搜索联想
         */
        get: operations["getFastSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hot_words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 热门搜索词
         * @description 热门搜索词
         */
        get: operations["getHotWords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search_histories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的搜索历史（最近5条）
         * @description 我的搜索历史（最近5条）
         */
        get: operations["getSearchHistories"];
        put?: never;
        /**
         * 记录一次搜索
         * @description 记录一次搜索
         */
        post: operations["postSearchHistories"];
        /**
         * 清空搜索历史
         * @description 清空搜索历史
         */
        delete: operations["deleteSearchHistories"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search_histories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除一条搜索历史
         * @description 删除一条搜索历史
         */
        delete: operations["deleteSearchHistoriesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{id}/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 收藏场地
         * @description 收藏场地
         */
        put: operations["putResourcesByIdFavorite"];
        post?: never;
        /**
         * 取消收藏
         * @description 取消收藏
         */
        delete: operations["deleteResourcesByIdFavorite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的收藏
         * @description 我的收藏
         */
        get: operations["getFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedbacks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 纠错与建议（1 纠错，2 建议）
         * @description 纠错与建议（1 纠错，2 建议）
         */
        post: operations["postFeedbacks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/selling_resource/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 活动列表
         * @description 活动列表
         */
        get: operations["getSellingResourceActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{top_physical_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 活动详情
         * @description 活动详情
         */
        get: operations["getActivitiesByTopPhysicalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proprietary/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 自营场地列表
         * @description 自营场地列表
         */
        get: operations["getProprietaryFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proprietary/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 自营活动列表
         * @description 自营活动列表
         */
        get: operations["getProprietaryActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 广告位搜索
         * @description 广告位搜索
         */
        get: operations["getAdvs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity_case_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 案例类型
         * @description 案例类型
         */
        get: operations["getActivityCaseTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity_cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 活动案例
         * @description 活动案例
         */
        get: operations["getActivityCases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity_cases/fast/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 案例搜索联想
         * @description 案例搜索联想
         */
        get: operations["getActivityCasesFastSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity_cases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 案例详情（含上一个/下一个）
         * @description 案例详情（含上一个/下一个）
         */
        get: operations["getActivityCasesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 服务类型
         * @description 服务类型
         */
        get: operations["getServiceTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service_providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 服务商列表
         * @description 服务商列表
         */
        get: operations["getServiceProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service_providers/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的服务商资料（服务商）
         * @description 我的服务商资料（服务商）
         */
        get: operations["getServiceProvidersMine"];
        /**
         * 保存我的服务商资料（服务商）
         * @description 保存我的服务商资料（服务商）
         */
        put: operations["putServiceProvidersMine"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service_providers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 服务商详情
         * @description 服务商详情
         */
        get: operations["getServiceProvidersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/search_synonyms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 搜索同义词组
         * @description 搜索同义词组
         */
        get: operations["getOperatorSearchSynonyms"];
        put?: never;
        /**
         * 添加同义词组
         * @description 添加同义词组
         */
        post: operations["postOperatorSearchSynonyms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/search_synonyms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 编辑同义词组
         * @description 编辑同义词组
         */
        put: operations["putOperatorSearchSynonymsById"];
        post?: never;
        /**
         * 删除同义词组
         * @description 删除同义词组
         */
        delete: operations["deleteOperatorSearchSynonymsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的优惠券
         * @description 我的优惠券
         */
        get: operations["getCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{id}/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 社区可领优惠券
         * @description 社区可领优惠券
         */
        get: operations["getCommunitiesByIdCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 领券中心：全部可领优惠券（v2）
         * @description 领券中心：全部可领优惠券（v2）
         */
        get: operations["getCommunitiesCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 场地可用优惠券（下单页）
         * @description 场地可用优惠券（下单页）
         */
        get: operations["getCouponsResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons/{coupon_id}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 领取优惠券
         * @description 领取优惠券
         */
        post: operations["postCouponsByCouponIdReceive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 积分兑换优惠券
         * @description 积分兑换优惠券
         */
        post: operations["postCouponsExchange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons/welfare/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 福利页一键领取
         * @description 福利页一键领取
         */
        post: operations["postCouponsWelfareReceive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/point_histories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 积分明细
         * @description 积分明细
         */
        get: operations["getPointHistories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 优惠券列表（含使用情况）
         * @description 优惠券列表（含使用情况）
         */
        get: operations["getOperatorCoupons"];
        put?: never;
        /**
         * 新建优惠券
         * @description 新建优惠券
         */
        post: operations["postOperatorCoupons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/coupons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 编辑优惠券
         * @description 编辑优惠券
         */
        put: operations["putOperatorCouponsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/coupons/{id}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 停止发放
         * @description 停止发放
         */
        post: operations["postOperatorCouponsByIdStop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/coupons/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 恢复发放
         * @description 恢复发放
         */
        post: operations["postOperatorCouponsByIdStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/coupon_rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 奖励券设置（评价、邮箱订阅）
         * @description 奖励券设置（评价、邮箱订阅）
         */
        get: operations["getOperatorCouponRewards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/coupon_rewards/{purpose}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 设置奖励券（coupon_id 为 null 则不发放）
         * @description 设置奖励券（coupon_id 为 null 则不发放）
         */
        put: operations["putOperatorCouponRewardsByPurpose"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/ordering_noticed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 是否已同意下单须知
         * @description 是否已同意下单须知
         */
        get: operations["getUsersOrderingNoticed"];
        put?: never;
        /**
         * 同意下单须知
         * @description 同意下单须知
         */
        post: operations["postUsersOrderingNoticed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/additional_selection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 补充信息选项（行业、推广目的、推广形式）
         * @description 补充信息选项（行业、推广目的、推广形式）
         */
        get: operations["getOrdersAdditionalSelection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/additional_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 订单补充信息
         * @description 订单补充信息
         */
        get: operations["getAdditionalInfo"];
        put?: never;
        /**
         * 提交订单补充信息
         * @description 提交订单补充信息
         */
        post: operations["postAdditionalInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 运营提醒（超时未审核订单等）
         * @description 运营提醒（超时未审核订单等）
         */
        get: operations["getOperatorAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 订单试算（不占用）
         * @description 订单试算（不占用）
         */
        post: operations["postOrdersPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的订单
         * @description 我的订单
         */
        get: operations["getOrders"];
        put?: never;
        /**
         * 提交订单
         * @description 提交订单
         */
        post: operations["postOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 订单数量
         * @description 订单数量
         */
        get: operations["getOrdersCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 订单详情
         * @description 订单详情
         */
        get: operations["getOrdersById"];
        put?: never;
        post?: never;
        /**
         * 取消订单
         * @description 取消订单
         */
        delete: operations["deleteOrdersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 订单状态（支付页轮询）
         * @description 订单状态（支付页轮询）
         */
        get: operations["getOrdersByIdStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 支付页订单信息
         * @description 支付页订单信息
         */
        get: operations["getPaymentOrdersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 供应商订单列表
         * @description 供应商订单列表
         */
        get: operations["getOrderItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_items/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 审核通过
         * @description 审核通过
         */
        post: operations["postOrderItemsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_items/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 审核拒绝（退款到钱包）
         * @description 审核拒绝（退款到钱包）
         */
        post: operations["postOrderItemsByIdDeny"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/orders/{id}/advance-by-date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按指定营业日推进订单（执行中/已完成，仅开发环境）
         * @description 按指定营业日推进订单（执行中/已完成，仅开发环境）
         */
        post: operations["postDevOrdersByIdAdvanceByDate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 订单总览（子订单）
         * @description 订单总览（子订单）
         */
        get: operations["getOperatorOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出订单 CSV（UTF-8 带 BOM，Excel 可直接打开）
         * @description 导出订单 CSV（UTF-8 带 BOM，Excel 可直接打开）
         */
        get: operations["getOperatorOrdersExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/alerts/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 标记提醒已处理
         * @description 标记提醒已处理
         */
        post: operations["postOperatorAlertsByIdResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart_items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 购物车
         * @description 购物车
         */
        get: operations["getCartItems"];
        put?: never;
        /**
         * 加入购物车
         * @description 加入购物车
         */
        post: operations["postCartItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart_items/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 购物车数量
         * @description 购物车数量
         */
        get: operations["getCartItemsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart_items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除购物车场地
         * @description 删除购物车场地
         */
        delete: operations["deleteCartItemsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enquiry_information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的询价
         * @description 我的询价
         */
        get: operations["getEnquiryInformation"];
        put?: never;
        /**
         * 提交询价
         * @description 提交询价
         */
        post: operations["postEnquiryInformation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enquiry_information/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 询价数量
         * @description 询价数量
         */
        get: operations["getEnquiryInformationCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enquiry_information/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除询价
         * @description 删除询价
         */
        delete: operations["deleteEnquiryInformationById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 联系人列表
         * @description 联系人列表
         */
        get: operations["getContacts"];
        put?: never;
        /**
         * 添加联系人
         * @description 添加联系人
         */
        post: operations["postContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 编辑联系人
         * @description 编辑联系人
         */
        put: operations["putContactsById"];
        post?: never;
        /**
         * 删除联系人
         * @description 删除联系人
         */
        delete: operations["deleteContactsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 钱包余额
         * @description 钱包余额
         */
        get: operations["getWallets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallets/pay-pwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 设置或重置支付密码（短信验证码）
         * @description 设置或重置支付密码（短信验证码）
         */
        put: operations["putWalletsPayPwd"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallets/modify-pwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改支付密码
         * @description 修改支付密码
         */
        put: operations["putWalletsModifyPwd"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallets/recharge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 钱包充值（在线支付）
         * @description 钱包充值（在线支付）
         */
        post: operations["postWalletsRecharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallets/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 钱包明细
         * @description 钱包明细
         */
        get: operations["getWalletsRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 余额支付
         * @description 余额支付
         */
        post: operations["postOrdersByIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/alipay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 支付宝网页支付（签名表单；device 为 phone 时是手机网站支付 alipay.trade.wap.pay）
         * @description 支付宝网页支付（签名表单；device 为 phone 时是手机网站支付 alipay.trade.wap.pay）
         */
        post: operations["postOrdersByIdAlipay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/alipay-qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 扫码支付（预下单二维码）
         * @description 扫码支付（预下单二维码）
         */
        post: operations["postOrdersByIdAlipayQr"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/trades/{out_trade_no}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 在线支付状态
         * @description 在线支付状态
         */
        get: operations["getPaymentsTradesByOutTradeNo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/beneficiary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 线下转账收款账户
         * @description 线下转账收款账户
         */
        get: operations["getPaymentsBeneficiary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/upload_voucher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 上传转账凭证
         * @description 上传转账凭证
         */
        put: operations["putOrdersByIdUploadVoucher"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/alipay/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 支付宝异步通知
         * @description 支付宝异步通知
         */
        post: operations["postPaymentsAlipayNotify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/alipay-sandbox/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 支付沙箱：完成支付并发送异步通知（仅开发环境）
         * @description 支付沙箱：完成支付并发送异步通知（仅开发环境）
         */
        post: operations["postDevAlipaySandboxComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 待确认的线下转账
         * @description 待确认的线下转账
         */
        get: operations["getOperatorTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/transfers/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 确认收款
         * @description 确认收款
         */
        post: operations["postOperatorTransfersByIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/transfers/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 拒绝转账凭证
         * @description 拒绝转账凭证
         */
        post: operations["postOperatorTransfersByIdRefuse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 退款记录
         * @description 退款记录
         */
        get: operations["getOperatorRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/refunds/{id}/done": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 线下退款已转账
         * @description 线下退款已转账
         */
        post: operations["postOperatorRefundsByIdDone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 获取上传凭证
         * @description 获取上传凭证
         */
        post: operations["postUploadsTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传文件
         * @description multipart/form-data：先 token 字段（可选 bucket），再一个 file 文件。
         */
        post: operations["postUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier_applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 申请成为供应商/代理商/服务商
         * @description 申请成为供应商/代理商/服务商
         */
        post: operations["postSupplierApplications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier_applications/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的最新申请
         * @description 我的最新申请
         */
        get: operations["getSupplierApplicationsMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/supplier_applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 供应商申请列表（运营）
         * @description 供应商申请列表（运营）
         */
        get: operations["getOperatorSupplierApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/supplier_applications/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 通过申请（授予身份）
         * @description 通过申请（授予身份）
         */
        post: operations["postOperatorSupplierApplicationsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/supplier_applications/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 拒绝申请
         * @description 拒绝申请
         */
        post: operations["postOperatorSupplierApplicationsByIdRefuse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managed_options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 场地表单的选项
         * @description 场地表单的选项
         */
        get: operations["getManagedOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managed_communities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的商场/社区
         * @description 我的商场/社区
         */
        get: operations["getManagedCommunities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managed_communities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 商场/社区详情
         * @description 商场/社区详情
         */
        get: operations["getManagedCommunitiesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managed_resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的场地（含摊位）
         * @description 我的场地（含摊位）
         */
        get: operations["getManagedResources"];
        put?: never;
        /**
         * 新建场地与摊位
         * @description 新建场地与摊位
         */
        post: operations["postManagedResources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managed_resources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 场地详情（含摊位）
         * @description 场地详情（含摊位）
         */
        get: operations["getManagedResourcesById"];
        /**
         * 修改场地与摊位
         * @description 修改场地与摊位
         */
        put: operations["putManagedResourcesById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managed_resources/{id}/off_sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 下架
         * @description 下架
         */
        post: operations["postManagedResourcesByIdOffSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managed_resources/{id}/on_sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上架
         * @description 上架
         */
        post: operations["postManagedResourcesByIdOnSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managed_booths/{id}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 摊位日历预览（价格来源、已订数量）
         * @description 摊位日历预览（价格来源、已订数量）
         */
        get: operations["getManagedBoothsByIdCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price_rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 价格规则列表
         * @description 价格规则列表
         */
        get: operations["getPriceRules"];
        put?: never;
        /**
         * 新建价格规则（重叠时409）
         * @description 新建价格规则（重叠时409）
         */
        post: operations["postPriceRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price_rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改价格规则（与新建相同的请求体；重叠时409）
         * @description 修改价格规则（与新建相同的请求体；重叠时409）
         */
        put: operations["putPriceRulesById"];
        post?: never;
        /**
         * 删除价格规则
         * @description 删除价格规则
         */
        delete: operations["deletePriceRulesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price_rules/{id}/over": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 结束价格规则（次日起恢复摊位价格）
         * @description 结束价格规则（次日起恢复摊位价格）
         */
        post: operations["postPriceRulesByIdOver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier_account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 当前账号代表的供应商与权限
         * @description 当前账号代表的供应商与权限
         */
        get: operations["getSupplierAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/child_accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 子账号列表
         * @description 子账号列表
         */
        get: operations["getChildAccounts"];
        put?: never;
        /**
         * 添加子账号
         * @description 添加子账号
         */
        post: operations["postChildAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/child_accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改子账号
         * @description 修改子账号
         */
        put: operations["putChildAccountsById"];
        post?: never;
        /**
         * 删除子账号
         * @description 删除子账号
         */
        delete: operations["deleteChildAccountsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier_actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 操作记录（谁做了什么）
         * @description 操作记录（谁做了什么）
         */
        get: operations["getSupplierActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier_home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 供应商首页概览
         * @description 供应商首页概览
         */
        get: operations["getSupplierHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier_home/occupancy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 摊位占用日历
         * @description 摊位占用日历
         */
        get: operations["getSupplierHomeOccupancy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_items/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 供应商订单数量（角标）
         * @description 供应商订单数量（角标）
         */
        get: operations["getOrderItemsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier_comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的场地评价
         * @description 我的场地评价
         */
        get: operations["getSupplierComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier_comments/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回复评价（仅一次）
         * @description 回复评价（仅一次）
         */
        post: operations["postSupplierCommentsByIdReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier_enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 收到的询价
         * @description 收到的询价
         */
        get: operations["getSupplierEnquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier_enquiries/{id}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 报价（72小时有效）
         * @description 报价（72小时有效）
         */
        post: operations["postSupplierEnquiriesByIdQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 待评价的已完成子订单
         * @description 待评价的已完成子订单
         */
        get: operations["getCommentsPending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的评价
         * @description 我的评价
         */
        get: operations["getComments"];
        put?: never;
        /**
         * 评价已完成的子订单
         * @description 评价已完成的子订单
         */
        post: operations["postComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/order_items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 评价页：子订单与其评价
         * @description 评价页：子订单与其评价
         */
        get: operations["getCommentsOrderItemsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user_messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的消息
         * @description 我的消息
         */
        get: operations["getUserMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user_messages/read_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 全部标为已读
         * @description 全部标为已读
         */
        put: operations["putUserMessagesReadAll"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user_messages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 标为已读
         * @description 标为已读
         */
        put: operations["putUserMessagesByIdRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user_messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除消息
         * @description 删除消息
         */
        delete: operations["deleteUserMessagesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 用户列表（手机号/姓名搜索）
         * @description 用户列表（手机号/姓名搜索）
         */
        get: operations["getOperatorUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/users/{id}/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 冻结账号（令牌立即失效，不能登录）
         * @description 冻结账号（令牌立即失效，不能登录）
         */
        post: operations["postOperatorUsersByIdFreeze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/users/{id}/unfreeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 解冻账号
         * @description 解冻账号
         */
        post: operations["postOperatorUsersByIdUnfreeze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/users/{id}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 设置账号角色
         * @description 设置账号角色
         */
        put: operations["putOperatorUsersByIdRoles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/audit_logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 操作日志（只读，最新在前）
         * @description 操作日志（只读，最新在前）
         */
        get: operations["getOperatorAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/audit_log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 操作日志（只读，最新在前）
         * @description 操作日志（只读，最新在前）
         */
        get: operations["getOperatorAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/feedbacks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 意见建议与纠错
         * @description 意见建议与纠错
         */
        get: operations["getOperatorFeedbacks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/feedbacks/{id}/handle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 标记已处理（可附回复）
         * @description 标记已处理（可附回复）
         */
        post: operations["postOperatorFeedbacksByIdHandle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/article_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 文章分类
         * @description 文章分类
         */
        get: operations["getArticleTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 文章列表（帮助、招聘、新闻；公司新闻 article_type_id=17）
         * @description 文章列表（帮助、招聘、新闻；公司新闻 article_type_id=17）
         */
        get: operations["getArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 文章详情
         * @description 文章详情
         */
        get: operations["getArticlesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agreements/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 用户协议（user）、隐私政策（privacy）：该分类最新发布的文章
         * @description 用户协议（user）、隐私政策（privacy）：该分类最新发布的文章
         */
        get: operations["getAgreementsByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/theme_sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 场地专题
         * @description 场地专题
         */
        get: operations["getThemeSections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home_modules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 首页模块
         * @description 首页模块
         */
        get: operations["getHomeModules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 入驻介绍（供应商/代理商/服务商）
         * @description 入驻介绍（供应商/代理商/服务商）
         */
        get: operations["getHomeInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 文章管理列表
         * @description 文章管理列表
         */
        get: operations["getOperatorArticles"];
        put?: never;
        /**
         * 发布文章（正文HTML入库前净化）
         * @description 发布文章（正文HTML入库前净化）
         */
        post: operations["postOperatorArticles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 文章（含草稿）
         * @description 文章（含草稿）
         */
        get: operations["getOperatorArticlesById"];
        /**
         * 编辑文章
         * @description 编辑文章
         */
        put: operations["putOperatorArticlesById"];
        post?: never;
        /**
         * 删除文章
         * @description 删除文章
         */
        delete: operations["deleteOperatorArticlesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/hot_words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 热门搜索词
         * @description 热门搜索词
         */
        get: operations["getOperatorHotWords"];
        put?: never;
        /**
         * 添加热词
         * @description 添加热词
         */
        post: operations["postOperatorHotWords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/hot_words/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 编辑热词
         * @description 编辑热词
         */
        put: operations["putOperatorHotWordsById"];
        post?: never;
        /**
         * 删除热词
         * @description 删除热词
         */
        delete: operations["deleteOperatorHotWordsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/content_blocks/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 页面内容块（专题、首页模块、入驻介绍）
         * @description 页面内容块（专题、首页模块、入驻介绍）
         */
        get: operations["getOperatorContentBlocksByKey"];
        /**
         * 保存页面内容块
         * @description 保存页面内容块
         */
        put: operations["putOperatorContentBlocksByKey"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/activity_cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 活动案例管理
         * @description 活动案例管理
         */
        get: operations["getOperatorActivityCases"];
        put?: never;
        /**
         * 添加活动案例
         * @description 添加活动案例
         */
        post: operations["postOperatorActivityCases"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/activity_cases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 编辑活动案例
         * @description 编辑活动案例
         */
        put: operations["putOperatorActivityCasesById"];
        post?: never;
        /**
         * 删除活动案例
         * @description 删除活动案例
         */
        delete: operations["deleteOperatorActivityCasesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appeal/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 需求表单的选项
         * @description 需求表单的选项
         */
        get: operations["getAppealCreate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appeal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 需求大厅
         * @description 需求大厅
         */
        get: operations["getAppeal"];
        put?: never;
        /**
         * 提交需求（访客用短信验证码登录）
         * @description 提交需求（访客用短信验证码登录）
         */
        post: operations["postAppeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appeal/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的需求（含承接人）
         * @description 我的需求（含承接人）
         */
        get: operations["getAppealMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appeal/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 需求详情（发布人可见承接人）
         * @description 需求详情（发布人可见承接人）
         */
        get: operations["getAppealById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receive_appeal/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 承接需求（供应商、代理商、服务商）
         * @description 承接需求（供应商、代理商、服务商）
         */
        post: operations["postReceiveAppealById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/appeals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 需求跟进列表（运营）
         * @description 需求跟进列表（运营）
         */
        get: operations["getOperatorAppeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/appeals/{id}/follow_up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 跟进需求：已联系 / 已关闭（附备注）
         * @description 跟进需求：已联系 / 已关闭（附备注）
         */
        post: operations["postOperatorAppealsByIdFollowUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 密码登录（设置过登录密码的账号）
         * @description 密码登录（设置过登录密码的账号）
         */
        post: operations["postAuthPasswordLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 个人资料
         * @description 个人资料
         */
        get: operations["getUsersProfile"];
        /**
         * 修改个人资料
         * @description 修改个人资料
         */
        put: operations["putUsersProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 设置或修改登录密码
         * @description 首次设置需短信验证码（usage 3）；修改可用原密码或短信验证码。
         */
        put: operations["putUsersPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 保存邮箱与订阅（首次订阅得邮箱优惠券）
         * @description 保存邮箱与订阅（首次订阅得邮箱优惠券）
         */
        put: operations["putUsersByIdEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email_saved/{id}/coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 邮箱已保存：领取邮箱优惠券
         * @description 邮箱已保存：领取邮箱优惠券
         */
        put: operations["putEmailSavedByIdCoupon"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 收货地址列表
         * @description 收货地址列表
         */
        get: operations["getAddresses"];
        put?: never;
        /**
         * 添加收货地址
         * @description 添加收货地址
         */
        post: operations["postAddresses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 编辑收货地址
         * @description 编辑收货地址
         */
        put: operations["putAddressesById"];
        post?: never;
        /**
         * 删除收货地址
         * @description 删除收货地址
         */
        delete: operations["deleteAddressesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice_titles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 发票抬头列表
         * @description 发票抬头列表
         */
        get: operations["getInvoiceTitles"];
        put?: never;
        /**
         * 添加发票抬头
         * @description 添加发票抬头
         */
        post: operations["postInvoiceTitles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice_titles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 编辑发票抬头
         * @description 编辑发票抬头
         */
        put: operations["putInvoiceTitlesById"];
        post?: never;
        /**
         * 删除发票抬头
         * @description 删除发票抬头
         */
        delete: operations["deleteInvoiceTitlesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的发票
         * @description 我的发票
         */
        get: operations["getInvoices"];
        put?: never;
        /**
         * 申请开票
         * @description 申请开票
         */
        post: operations["postInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 可开票订单（执行第2天起可申请）
         * @description 可开票订单（执行第2天起可申请）
         */
        get: operations["getInvoicesOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下载发票（PDF）
         * @description 下载发票（PDF）
         */
        get: operations["getInvoicesByIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 发票开具列表
         * @description 发票开具列表
         */
        get: operations["getOperatorInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/invoices/{id}/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 开具发票（上传PDF）
         * @description 开具发票（上传PDF）
         */
        post: operations["postOperatorInvoicesByIdIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/invoices/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 查看已开具的发票（PDF）
         * @description 查看已开具的发票（PDF）
         */
        get: operations["getOperatorInvoicesByIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的企业信息
         * @description 我的企业信息
         */
        get: operations["getCompanyInfo"];
        /**
         * 保存企业信息
         * @description 保存企业信息
         */
        put: operations["putCompanyInfo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 企业主页
         * @description 企业主页
         */
        get: operations["getCompaniesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 企业的场地
         * @description 企业的场地
         */
        get: operations["getCompaniesByIdVenues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 拼团详情（flag 1 进行中，2 已结束）
         * @description 拼团详情（flag 1 进行中，2 已结束）
         */
        get: operations["getGroupsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group_purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 其他进行中的拼团（不含 group_purchase_id）
         * @description 其他进行中的拼团（不含 group_purchase_id）
         */
        get: operations["getGroupPurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的拼团订单
         * @description 我的拼团订单
         */
        get: operations["getGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/group_purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 拼团列表（运营）
         * @description 拼团列表（运营）
         */
        get: operations["getOperatorGroupPurchases"];
        put?: never;
        /**
         * 发起拼团（运营）
         * @description 发起拼团（运营）
         */
        post: operations["postOperatorGroupPurchases"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/big_orders/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 大订单试算（运营，不占用）
         * @description 大订单试算（运营，不占用）
         */
        post: operations["postOperatorBigOrdersPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/big_orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 大订单列表（运营）
         * @description 大订单列表（运营）
         */
        get: operations["getOperatorBigOrders"];
        put?: never;
        /**
         * 为大客户代下大订单（运营）
         * @description 为大客户代下大订单（运营）
         */
        post: operations["postOperatorBigOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/{provider}/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 微信 / QQ 登录：取得授权地址（state 绑定本浏览器）
         * @description 微信 / QQ 登录：取得授权地址（state 绑定本浏览器）
         */
        get: operations["getAuthByProviderAuthorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/{provider}/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 微信 / QQ 登录：用授权码登录（未绑定时返回 bind_token）
         * @description 微信 / QQ 登录：用授权码登录（未绑定时返回 bind_token）
         */
        post: operations["postAuthByProviderLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/bind-mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 微信 / QQ 首次登录：绑定手机号（新手机号即注册）
         * @description 微信 / QQ 首次登录：绑定手机号（新手机号即注册）
         */
        post: operations["postAuthBindMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/unbind_wechat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 解绑微信
         * @description 解绑微信
         */
        post: operations["postAuthUnbindWechat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/unbind_qq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 解绑QQ
         * @description 解绑QQ
         */
        post: operations["postAuthUnbindQq"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/current/oauth_bindings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 已绑定的微信 / QQ
         * @description 已绑定的微信 / QQ
         */
        get: operations["getUsersCurrentOauthBindings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/wechat-sandbox/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 微信沙箱：模拟用户在手机上确认授权
         * @description 微信沙箱：模拟用户在手机上确认授权
         */
        post: operations["postDevWechatSandboxAuthorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/qq-sandbox/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * QQ沙箱：模拟用户在手机上确认授权
         * @description QQ沙箱：模拟用户在手机上确认授权
         */
        post: operations["postDevQqSandboxAuthorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchased_resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 已购资源（预订过的场地，可再次预订）
         * @description 已购资源（预订过的场地，可再次预订）
         */
        get: operations["getPurchasedResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 结算余额（分）
         * @description 结算余额（分）
         */
        get: operations["getSupplierBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 结算明细
         * @description 结算明细
         */
        get: operations["getSupplierEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/income_by_month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 按月收入
         * @description 按月收入
         */
        get: operations["getSupplierIncomeByMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/bank_accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 收款银行账户
         * @description 收款银行账户
         */
        get: operations["getSupplierBankAccounts"];
        put?: never;
        /**
         * 添加收款银行账户
         * @description 添加收款银行账户
         */
        post: operations["postSupplierBankAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/bank_accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除收款银行账户（有待打款的提现时 409）
         * @description 删除收款银行账户（有待打款的提现时 409）
         */
        delete: operations["deleteSupplierBankAccountsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 提现记录
         * @description 提现记录
         */
        get: operations["getSupplierWithdrawals"];
        put?: never;
        /**
         * 申请提现
         * @description 申请提现
         */
        post: operations["postSupplierWithdrawals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 月度对账单（CSV 或 Excel）
         * @description 月度对账单（CSV 或 Excel）
         */
        get: operations["getSupplierStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/commission_rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 佣金规则
         * @description 佣金规则
         */
        get: operations["getOperatorCommissionRules"];
        put?: never;
        /**
         * 添加佣金规则
         * @description 添加佣金规则
         */
        post: operations["postOperatorCommissionRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/commission_rules/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 佣金规则历史
         * @description 佣金规则历史
         */
        get: operations["getOperatorCommissionRulesHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/commission_rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 删除佣金规则
         * @description 删除佣金规则
         */
        delete: operations["deleteOperatorCommissionRulesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 提现申请
         * @description 提现申请
         */
        get: operations["getOperatorWithdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/withdrawals/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出待打款批次（CSV）
         * @description 导出待打款批次（CSV）
         */
        get: operations["getOperatorWithdrawalsBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/withdrawals/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 确认打款（银行流水号）
         * @description 确认打款（银行流水号）
         */
        post: operations["postOperatorWithdrawalsByIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/withdrawals/{id}/alipay_transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 支付宝转账打款
         * @description 支付宝转账打款
         */
        post: operations["postOperatorWithdrawalsByIdAlipayTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/withdrawals/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 拒绝提现
         * @description 拒绝提现
         */
        post: operations["postOperatorWithdrawalsByIdRefuse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/finance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 平台财务概览与对账
         * @description 平台财务概览与对账
         */
        get: operations["getOperatorFinance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/order_items/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 售后退款（已审核的子订单）
         * @description 售后退款（已审核的子订单）
         */
        post: operations["postOperatorOrderItemsByIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 我的租赁合同
         * @description 我的租赁合同
         */
        get: operations["getContracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 合同PDF（双方及平台）
         * @description 合同PDF（双方及平台）
         */
        get: operations["getContractsByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/{id}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 签署合同（短信验证码，usage 5）
         * @description 签署合同（短信验证码，usage 5）
         */
        post: operations["postContractsByIdSign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/{id}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 电子签章证书（签署文件地址与结果）
         * @description 电子签章证书（签署文件地址与结果）
         */
        get: operations["getContractsByIdCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 全部租赁合同（运营）
         * @description 全部租赁合同（运营）
         */
        get: operations["getOperatorContracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/contract_template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 合同模板
         * @description 合同模板
         */
        get: operations["getOperatorContractTemplate"];
        /**
         * 修改合同模板（已签署的合同不受影响）
         * @description 修改合同模板（已签署的合同不受影响）
         */
        put: operations["putOperatorContractTemplate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_items/{id}/delivery_proofs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 履约凭证
         * @description 履约凭证
         */
        get: operations["getOrderItemsByIdDeliveryProofs"];
        put?: never;
        /**
         * 上传履约凭证（供应商）
         * @description 上传履约凭证（供应商）
         */
        post: operations["postOrderItemsByIdDeliveryProofs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/after_sales/reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 售后原因
         * @description 售后原因
         */
        get: operations["getAfterSalesReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/after_sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 售后列表（买家/供应商）
         * @description 售后列表（买家/供应商）
         */
        get: operations["getAfterSales"];
        put?: never;
        /**
         * 申请售后（买家）
         * @description 申请售后（买家）
         */
        post: operations["postAfterSales"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/after_sales/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 售后详情
         * @description 售后详情
         */
        get: operations["getAfterSalesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/after_sales/{id}/respond": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 处理售后（供应商：同意/协商/拒绝）
         * @description 处理售后（供应商：同意/协商/拒绝）
         */
        post: operations["postAfterSalesByIdRespond"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/after_sales/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 接受协商金额（买家）
         * @description 接受协商金额（买家）
         */
        post: operations["postAfterSalesByIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/after_sales/{id}/escalate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 申请平台介入（买家）
         * @description 申请平台介入（买家）
         */
        post: operations["postAfterSalesByIdEscalate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/after_sales/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 撤销售后申请（买家）
         * @description 撤销售后申请（买家）
         */
        post: operations["postAfterSalesByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/after_sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 售后仲裁队列
         * @description 售后仲裁队列
         */
        get: operations["getOperatorAfterSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/after_sales/{id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 平台裁决售后
         * @description 平台裁决售后
         */
        post: operations["postOperatorAfterSalesByIdDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_items/{id}/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 押金状态
         * @description 押金状态
         */
        get: operations["getOrderItemsByIdDeposit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order_items/{id}/deposit_claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 申请扣除押金（供应商）
         * @description 申请扣除押金（供应商）
         */
        post: operations["postOrderItemsByIdDepositClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deposit_claims/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 同意押金扣除（买家）
         * @description 同意押金扣除（买家）
         */
        post: operations["postDepositClaimsByIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deposit_claims/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 对押金扣除有异议（买家）
         * @description 对押金扣除有异议（买家）
         */
        post: operations["postDepositClaimsByIdDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/deposit_claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 押金扣除申请
         * @description 押金扣除申请
         */
        get: operations["getOperatorDepositClaims"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/deposit_claims/{id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 平台裁决押金扣除
         * @description 平台裁决押金扣除
         */
        post: operations["postOperatorDepositClaimsByIdDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/current/notification_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 通知设置（短信、邮件；站内信始终接收）
         * @description 通知设置（短信、邮件；站内信始终接收）
         */
        get: operations["getUsersCurrentNotificationSettings"];
        /**
         * 保存通知设置
         * @description 保存通知设置
         */
        put: operations["putUsersCurrentNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/notification_deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 通知发送记录（状态、次数、最后错误）
         * @description 通知发送记录（状态、次数、最后错误）
         */
        get: operations["getOperatorNotificationDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/notification_deliveries/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 重新发送失败的通知
         * @description 重新发送失败的通知
         */
        post: operations["postOperatorNotificationDeliveriesByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/mail-outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 开发邮件发件箱
         * @description 开发邮件发件箱
         */
        get: operations["getDevMailOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fields/{top_physical_id}/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 记录一次场地浏览（每位访客每天每场地一次）
         * @description 记录一次场地浏览（每位访客每天每场地一次）
         */
        post: operations["postFieldsByTopPhysicalIdViews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 运营数据分析
         * @description 运营数据分析
         */
        get: operations["getOperatorInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 供应商经营分析
         * @description 供应商经营分析
         */
        get: operations["getSupplierInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/pay-alipay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 网上支付：提交签名表单并跳转支付宝（浏览器页面，返回 HTML）
         * @description 网上支付：提交签名表单并跳转支付宝（浏览器页面，返回 HTML）
         */
        post: operations["postOrdersPayAlipay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/alipay-sandbox/gateway": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 支付宝沙箱收银台（浏览器页面，返回 HTML）
         * @description 支付宝沙箱收银台（浏览器页面，返回 HTML）
         */
        get: operations["getDevAlipaySandboxGateway"];
        put?: never;
        /**
         * 支付宝沙箱收银台（浏览器页面，返回 HTML）
         * @description 支付宝沙箱收银台（浏览器页面，返回 HTML）
         */
        post: operations["postDevAlipaySandboxGateway"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/alipay-sandbox/qr/{outTradeNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 支付宝沙箱扫码付款页（浏览器页面，返回 HTML）
         * @description 支付宝沙箱扫码付款页（浏览器页面，返回 HTML）
         */
        get: operations["getDevAlipaySandboxQrByOuttradeno"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/alipay-sandbox/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 支付宝沙箱：确认付款或付款失败（浏览器页面，返回 HTML）
         * @description 支付宝沙箱：确认付款或付款失败（浏览器页面，返回 HTML）
         */
        post: operations["postDevAlipaySandboxPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/wechat-sandbox/connect/qrconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 微信沙箱授权页（浏览器页面，返回 HTML）
         * @description 微信沙箱授权页（浏览器页面，返回 HTML）
         */
        get: operations["getDevWechatSandboxConnectQrconnect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/wechat-sandbox/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 微信沙箱：手机确认页（浏览器页面，返回 HTML）
         * @description 微信沙箱：手机确认页（浏览器页面，返回 HTML）
         */
        get: operations["getDevWechatSandboxConfirm"];
        put?: never;
        /**
         * 微信沙箱：确认或拒绝授权（浏览器页面，重定向）
         * @description 微信沙箱：确认或拒绝授权（浏览器页面，重定向）
         */
        post: operations["postDevWechatSandboxConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/wechat-sandbox/sns/oauth2/access_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 微信沙箱接口 /sns/oauth2/access_token
         * @description 微信沙箱接口 /sns/oauth2/access_token
         */
        get: operations["getDevWechatSandboxSnsOauth2AccessToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/wechat-sandbox/sns/userinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 微信沙箱接口 /sns/userinfo
         * @description 微信沙箱接口 /sns/userinfo
         */
        get: operations["getDevWechatSandboxSnsUserinfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/qq-sandbox/oauth2.0/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QQ沙箱授权页（浏览器页面，返回 HTML）
         * @description QQ沙箱授权页（浏览器页面，返回 HTML）
         */
        get: operations["getDevQqSandboxOauth20Authorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/qq-sandbox/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QQ沙箱：手机确认页（浏览器页面，返回 HTML）
         * @description QQ沙箱：手机确认页（浏览器页面，返回 HTML）
         */
        get: operations["getDevQqSandboxConfirm"];
        put?: never;
        /**
         * QQ沙箱：确认或拒绝授权（浏览器页面，重定向）
         * @description QQ沙箱：确认或拒绝授权（浏览器页面，重定向）
         */
        post: operations["postDevQqSandboxConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/qq-sandbox/oauth2.0/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QQ沙箱接口 /oauth2.0/token
         * @description QQ沙箱接口 /oauth2.0/token
         */
        get: operations["getDevQqSandboxOauth20Token"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/qq-sandbox/oauth2.0/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QQ沙箱接口 /oauth2.0/me
         * @description QQ沙箱接口 /oauth2.0/me
         */
        get: operations["getDevQqSandboxOauth20Me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/qq-sandbox/user/get_user_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QQ沙箱接口 /user/get_user_info
         * @description QQ沙箱接口 /user/get_user_info
         */
        get: operations["getDevQqSandboxUserGetUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            /** @enum {string} */
                            status: "ok";
                            /** @enum {string} */
                            db: "ok";
                        };
                    };
                };
            };
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            /** @enum {string} */
                            status: "ready";
                            /** @enum {string} */
                            db: "ok";
                            /** @enum {string} */
                            replica: "none" | "ok" | "lagging" | "down";
                            replica_lag_ms?: number;
                        };
                    };
                };
            };
        };
    };
    getSiteConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            map_tile_url: string;
                        };
                    };
                };
            };
        };
    };
    postAuthAppCaptcha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account: string;
                    /** @default 3 */
                    usage?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        /** @enum {string|null} */
                        result: null;
                    };
                };
            };
        };
    };
    postAuthCodeLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account: string;
                    captcha: string;
                    type?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            token: string;
                            user: {
                                id: number;
                                mobile: string;
                                name: string;
                                roles: ("business" | "property" | "agent" | "facilitator" | "operator")[];
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthCheckLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postAuthSessionFlush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getUsersCurrent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            mobile: string;
                            product: string;
                            email: string | null;
                            consumption_point: number;
                            roles: ("business" | "property" | "agent" | "facilitator" | "operator")[];
                            is_supplier_staff: boolean;
                        };
                    };
                };
            };
        };
    };
    getUsersCurrentBadgeInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            unread_count: number;
                        };
                    };
                };
            };
        };
    };
    getDevSmsOutbox: {
        parameters: {
            query: {
                account: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            account: string;
                            code: string;
                            created_at: string;
                        }[];
                    };
                };
            };
        };
    };
    getCities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            province_id: number;
                            name: string;
                            en_name: string;
                            domain_name: string;
                            latitude: number;
                            longitude: number;
                            is_default: boolean;
                        }[];
                    };
                };
            };
        };
    };
    getRegionsProvinces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
        };
    };
    getRegionsCities: {
        parameters: {
            query: {
                province_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            province_id: number;
                            name: string;
                            en_name: string;
                            domain_name: string;
                            latitude: number;
                            longitude: number;
                            is_default: boolean;
                        }[];
                    };
                };
            };
        };
    };
    getRegionsDistricts: {
        parameters: {
            query: {
                city_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            city_id: number;
                            name: string;
                        }[];
                    };
                };
            };
        };
    };
    getRegionsTradingAreas: {
        parameters: {
            query: {
                city_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            city_id: number;
                            district_id: number;
                            name: string;
                        }[];
                    };
                };
            };
        };
    };
    getRegionsSubwayLines: {
        parameters: {
            query: {
                city_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            city_id: number;
                            name: string;
                            color: string;
                            stations: {
                                id: number;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
        };
    };
    getRegionsSubwayStations: {
        parameters: {
            query: {
                city_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            line_ids: number[];
                        }[];
                    };
                };
            };
        };
    };
    getLabels: {
        parameters: {
            query?: {
                /** @description 城市（逗号分隔的ID，如 1,2,3） */
                city_ids?: string | string[];
                type?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            type: number;
                        }[];
                    };
                };
            };
        };
    };
    getCommunityTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
        };
    };
    getLocationTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
        };
    };
    getCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            kind: "venue" | "ad";
                        }[];
                    };
                };
            };
        };
    };
    getCategoryAttributes: {
        parameters: {
            query?: {
                /** @description 分类（逗号分隔的ID，如 1,2,3） */
                category_ids?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            category_id: number;
                            name: string;
                            options: {
                                id: number;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
        };
    };
    getFields: {
        parameters: {
            query?: {
                /** @description 关键词（中文分词匹配场地、社区、地址） */
                keyword?: string;
                /** @description 城市（逗号分隔的ID，如 1,2,3） */
                city_ids?: string | string[];
                /** @description 区县（逗号分隔的ID，如 1,2,3） */
                district_ids?: string | string[];
                /** @description 商圈（逗号分隔的ID，如 1,2,3） */
                trading_area_ids?: string | string[];
                /** @description 地铁站（逗号分隔的ID，如 1,2,3） */
                subway_station_ids?: string | string[];
                /** @description 地铁线路ID */
                subway_line_id?: string | string[];
                /** @description 标签（逗号分隔的ID，如 1,2,3） */
                label_ids?: string | string[];
                /** @description 位置类型（逗号分隔的ID，如 1,2,3） */
                location_type_ids?: string | string[];
                /** @description 社区类型（逗号分隔的ID，如 1,2,3） */
                community_type_ids?: string | string[];
                /** @description 场地类型（分类）（逗号分隔的ID，如 1,2,3） */
                category_ids?: string | string[];
                /** @description 室内（1 室内，0 室外）（1 是，0 否） */
                indoor?: string | string[];
                /** @description 价格档（按天折算：周期价格 ÷ 天数）：1 为0–1000元/天，2 为1000–3000元/天，3 为3000–5000元/天，4 为5000元/天以上；与自定义价格互斥 */
                price_tier?: number;
                /** @description 最低价（元/天，按天折算）（无效数字将被忽略） */
                min_price?: string | string[];
                /** @description 最高价（元/天，按天折算）（无效数字将被忽略） */
                max_price?: string | string[];
                /** @description 年代档：1 为1960–1980，2 为1980–1990，3 为1990–2000，4 为2000年以后；与自定义年份互斥 */
                year_tier?: number;
                /** @description 最早年份（无效数字将被忽略） */
                min_year?: string | string[];
                /** @description 最晚年份（无效数字将被忽略） */
                max_year?: string | string[];
                /** @description 最小面积（㎡）（无效数字将被忽略） */
                min_area?: string | string[];
                /** @description 最大面积（㎡）（无效数字将被忽略） */
                max_area?: string | string[];
                /** @description 最小日人流量（无效数字将被忽略） */
                min_person_flow?: string | string[];
                /** @description 最大日人流量（无效数字将被忽略） */
                max_person_flow?: string | string[];
                /** @description 有全景图（1 是，0 否） */
                has_panorama?: string | string[];
                /** @description 平台自营（1 是，0 否） */
                is_proprietary?: string | string[];
                /** @description 位于商圈（首页“商圈”栏目）（1 是，0 否） */
                in_trading_area?: string | string[];
                /** @description 有平台补贴（首页“补贴”栏目）（1 是，0 否） */
                has_subsidy?: string | string[];
                /** @description 有免押金规格（首页“免押金”栏目）（1 是，0 否） */
                not_need_deposit?: string | string[];
                /** @description 资源类型（3 为活动） */
                res_type_id?: string | string[];
                latitude?: number;
                longitude?: number;
                latitude_delta?: number;
                longitude_delta?: number;
                /** @description 附近（按与 latitude/longitude 的距离由近到远）（1 是，0 否） */
                nearby?: string | string[];
                /** @description 属性筛选：`属性ID:选项ID,选项ID;属性ID:选项ID`，如 `12:3,4;15:7`（同一属性内任一选项，不同属性同时满足） */
                attributes?: string;
                order_by?: "price" | "person_flow" | "area" | "order_quantity" | "distance";
                order?: "asc" | "desc";
                page?: number;
                page_size?: number;
                /** @description 来自首页导航（仅用于统计） */
                navigation?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                top_physical_id: number;
                                name: string;
                                floor_price: number;
                                max_price: number;
                                floor_day_price: number;
                                order_quantity: number;
                                community_img: {
                                    pic_url: string;
                                };
                                /** @enum {string} */
                                type: "selling_resource" | "physical_resource" | "community_resource";
                                latitude: number;
                                longitude: number;
                                city_id: number;
                                district_id: number;
                                district_name: string;
                                trading_area_name: string | null;
                                community_id: number;
                                community_name: string;
                                address: string;
                                field_type: {
                                    id: number;
                                    display_name: string;
                                };
                                community_type: {
                                    id: number;
                                    name: string;
                                };
                                indoor: boolean;
                                area: number;
                                person_flow: number;
                                year: number | null;
                                has_panorama: boolean;
                                is_enquiry: boolean;
                                is_proprietary: boolean;
                                labels: {
                                    id: number;
                                    name: string;
                                }[];
                                distance: number | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            total_capped?: boolean;
                            fallback?: {
                                /** @enum {string} */
                                reason: "relaxed" | "recommended";
                                keyword: string | null;
                                message: string;
                                data: {
                                    id: number;
                                    top_physical_id: number;
                                    name: string;
                                    floor_price: number;
                                    max_price: number;
                                    floor_day_price: number;
                                    order_quantity: number;
                                    community_img: {
                                        pic_url: string;
                                    };
                                    /** @enum {string} */
                                    type: "selling_resource" | "physical_resource" | "community_resource";
                                    latitude: number;
                                    longitude: number;
                                    city_id: number;
                                    district_id: number;
                                    district_name: string;
                                    trading_area_name: string | null;
                                    community_id: number;
                                    community_name: string;
                                    address: string;
                                    field_type: {
                                        id: number;
                                        display_name: string;
                                    };
                                    community_type: {
                                        id: number;
                                        name: string;
                                    };
                                    indoor: boolean;
                                    area: number;
                                    person_flow: number;
                                    year: number | null;
                                    has_panorama: boolean;
                                    is_enquiry: boolean;
                                    is_proprietary: boolean;
                                    labels: {
                                        id: number;
                                        name: string;
                                    }[];
                                    distance: number | null;
                                }[];
                            };
                        };
                    };
                };
            };
        };
    };
    getFieldsByTopPhysicalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                top_physical_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            top_physical_id: number;
                            name: string;
                            description: string;
                            field_type: {
                                id: number;
                                display_name: string;
                            };
                            indoor: boolean;
                            area: number;
                            person_flow: number;
                            floor_price: number;
                            min_price: number;
                            max_price: number;
                            floor_day_price: number;
                            reference_prices: {
                                lease_term_id: number;
                                name: string;
                                unit: string;
                                min_price: number;
                                max_price: number;
                                day_price: number;
                            }[];
                            order_quantity: number;
                            panorama_url: string | null;
                            physical_resource_imgs: {
                                pic_url: string;
                            }[];
                            case_imgs: {
                                pic_url: string;
                            }[];
                            attributes: {
                                id: number;
                                name: string;
                                options: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                            children: {
                                id: number;
                                name: string;
                                area: number;
                            }[];
                            community: {
                                id: number;
                                name: string;
                                address: string;
                                city_id: number;
                                city_name: string;
                                district_id: number;
                                district_name: string;
                                trading_area: {
                                    id: number;
                                    name: string;
                                } | null;
                                subway_station: {
                                    id: number;
                                    name: string;
                                } | null;
                                community_type: {
                                    id: number;
                                    name: string;
                                };
                                location_type: {
                                    id: number;
                                    name: string;
                                };
                                year: number | null;
                                person_flow: number;
                                latitude: number;
                                longitude: number;
                                is_proprietary: boolean;
                                agency?: {
                                    owner_name: string;
                                } | null;
                                labels: {
                                    id: number;
                                    name: string;
                                }[];
                                pic_url: string;
                                description: string;
                            };
                            selling_resources: {
                                id: number;
                                physical_resource_id: number;
                                physical_resource_name: string;
                                size: string;
                                custom_dimension: string;
                                custom_name: string;
                                field_type: string;
                                lease_term_type_id: number;
                                lease_term_type: string;
                                count: number;
                                is_enquiry: boolean;
                                minimum_booking_days: number;
                                days_in_advance: number;
                                selling_price: {
                                    lease_term_type_id: number;
                                    lease_term_type: string;
                                    price: number;
                                    subsidy: number;
                                    deposit: number;
                                }[];
                                special_price: {
                                    date: string;
                                    price: number;
                                }[];
                                raise_price: {
                                    date: string;
                                    price: number;
                                }[];
                                unavailable_dates: string[];
                                calendars: {
                                    exp_date: string[];
                                };
                                res_type_id: number;
                                activity_type: {
                                    display_name: string;
                                } | null;
                                activity_start_date: string | null;
                                deadline: string | null;
                                expired: boolean;
                                has_chair: boolean;
                                has_power: boolean;
                                has_tent: boolean;
                                leaflet: boolean;
                                overnight_material: boolean;
                                subsidy_rate: number;
                                min_after_subsidy: number;
                                max_after_subsidy: number;
                                special_requirements: string[];
                                tag: string;
                                pic_url: string;
                                user: {
                                    id: number;
                                    name: string;
                                    company_id?: number | null;
                                };
                                price_rules?: {
                                    id: number;
                                    lease_term_type_id: number;
                                    start: string;
                                    end: string;
                                    weekdays: number[];
                                    price: number | null;
                                    raise_percent: number | null;
                                }[];
                            }[];
                            favorite: {
                                status: 0 | 1;
                                count: number;
                            };
                            comment_count: number;
                            sales_count: number;
                        };
                    };
                };
            };
        };
    };
    getFieldsByTopPhysicalIdAppletQrcode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                top_physical_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getSellingResourcesByIdCalendar: {
        parameters: {
            query: {
                start: string;
                end: string;
                lease_term_type_id: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            selling_resource_id: number;
                            lease_term_type_id: number;
                            today: string;
                            days: {
                                date: string;
                                price: number;
                                subsidy: number;
                                deposit: number;
                                available: boolean;
                                remaining: number;
                                reason: string | null;
                                weather?: {
                                    text: string;
                                    temp_min: number;
                                    temp_max: number;
                                    source: string;
                                };
                            }[];
                        };
                    };
                };
            };
        };
    };
    getPhysicalResourcesByIdComments: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                user: {
                                    name: string;
                                    avatar: string;
                                };
                                score: number;
                                content: string;
                                images: {
                                    pic_url: string;
                                }[];
                                size: string;
                                lease_term_type: string;
                                reply: string | null;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            average_score: number;
                        };
                    };
                };
            };
        };
    };
    getListsByIdSales: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                buyer: string;
                                size: string;
                                lease_term_type: string;
                                count: number;
                                start_date: string;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getCommunities: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                order_by?: "person_flow" | "year" | "order_quantity" | "price" | "id";
                order?: "asc" | "desc";
                /** @description 城市（逗号分隔的ID，如 1,2,3） */
                city_ids?: string | string[];
                /** @description 社区类型（逗号分隔的ID，如 1,2,3） */
                community_type_ids?: string | string[];
                keyword?: string;
                is_proprietary?: "0" | "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                name: string;
                                address: string;
                                city_id: number;
                                district_id: number;
                                district_name: string;
                                trading_area_name: string | null;
                                community_type: {
                                    id: number;
                                    name: string;
                                };
                                year: number | null;
                                person_flow: number;
                                pic_url: string;
                                floor_price: number;
                                floor_day_price: number;
                                venue_count: number;
                                order_quantity: number;
                                is_proprietary: boolean;
                                latitude: number;
                                longitude: number;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postCommunities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    city_id: number;
                    district_id: number;
                    address: string;
                    latitude: number;
                    longitude: number;
                    community_type_id: number;
                    location_type_id?: number;
                    trading_area_id?: number | null;
                    subway_line_id?: number | null;
                    subway_station_id?: number | null;
                    year?: number | null;
                    person_flow?: number;
                    /** @default  */
                    description?: string;
                    /** @default  */
                    agent_for?: string;
                    label_ids?: number[];
                    /** @default [] */
                    images?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getCommunitiesRecommends: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                /** @description 社区ID */
                community_id?: string | string[];
                /** @description 分类ID */
                category_id?: string | string[];
                /** @description 城市ID */
                city_id?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                physical_resource_id: number;
                                top_physical_id: number;
                                community_id: number;
                                resource_name: string;
                                community_name: string;
                                is_enquiry: boolean;
                                refer_min_price: number;
                                refer_max_price: number;
                                price: number;
                                subsidy_fee: number;
                                unit: string;
                                order_count: number;
                                district: string;
                                address: string;
                                pic_url: string;
                                distance: number | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getCommunitiesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            address: string;
                            city_id: number;
                            city_name: string;
                            district_id: number;
                            district_name: string;
                            trading_area: {
                                id: number;
                                name: string;
                            } | null;
                            subway_station: {
                                id: number;
                                name: string;
                            } | null;
                            community_type: {
                                id: number;
                                name: string;
                            };
                            location_type: {
                                id: number;
                                name: string;
                            };
                            year: number | null;
                            person_flow: number;
                            latitude: number;
                            longitude: number;
                            is_proprietary: boolean;
                            agency?: {
                                owner_name: string;
                            } | null;
                            labels: {
                                id: number;
                                name: string;
                            }[];
                            pic_url: string;
                            description: string;
                            subway_lines: {
                                id: number;
                                name: string;
                            }[];
                            imgs: {
                                pic_url: string;
                            }[];
                            venues: {
                                id: number;
                                top_physical_id: number;
                                name: string;
                                floor_price: number;
                                max_price: number;
                                floor_day_price: number;
                                order_quantity: number;
                                community_img: {
                                    pic_url: string;
                                };
                                /** @enum {string} */
                                type: "selling_resource" | "physical_resource" | "community_resource";
                                latitude: number;
                                longitude: number;
                                city_id: number;
                                district_id: number;
                                district_name: string;
                                trading_area_name: string | null;
                                community_id: number;
                                community_name: string;
                                address: string;
                                field_type: {
                                    id: number;
                                    display_name: string;
                                };
                                community_type: {
                                    id: number;
                                    name: string;
                                };
                                indoor: boolean;
                                area: number;
                                person_flow: number;
                                year: number | null;
                                has_panorama: boolean;
                                is_enquiry: boolean;
                                is_proprietary: boolean;
                                labels: {
                                    id: number;
                                    name: string;
                                }[];
                                distance: number | null;
                            }[];
                            floor_price: number;
                            floor_day_price: number;
                            order_quantity: number;
                        };
                    };
                };
            };
        };
    };
    putCommunitiesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    city_id: number;
                    district_id: number;
                    address: string;
                    latitude: number;
                    longitude: number;
                    community_type_id: number;
                    location_type_id?: number;
                    trading_area_id?: number | null;
                    subway_line_id?: number | null;
                    subway_station_id?: number | null;
                    year?: number | null;
                    person_flow?: number;
                    /** @default  */
                    description?: string;
                    /** @default  */
                    agent_for?: string;
                    label_ids?: number[];
                    /** @default [] */
                    images?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getCommunitiesByIdNearby: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description 城市ID */
                city_id?: string | string[];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                physical_resource_id: number;
                                top_physical_id: number;
                                community_id: number;
                                resource_name: string;
                                community_name: string;
                                is_enquiry: boolean;
                                refer_min_price: number;
                                refer_max_price: number;
                                price: number;
                                subsidy_fee: number;
                                unit: string;
                                order_count: number;
                                district: string;
                                address: string;
                                pic_url: string;
                                distance: number | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getFastSearch: {
        parameters: {
            query?: {
                keyword?: string;
                /** @description 城市ID */
                city_id?: string | string[];
                /** @description 资源类型 */
                res_type_id?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            additional_types: {
                                type: string;
                                value: number;
                                name: string;
                            }[];
                            data: {
                                name: string;
                                id: number;
                                top_physical_id: number;
                                community_id: number;
                                community_name: string;
                                /** @enum {string} */
                                type: "physical_resource" | "community_resource";
                            }[];
                        };
                    };
                };
            };
        };
    };
    getHotWords: {
        parameters: {
            query?: {
                /** @description 城市ID */
                city_id?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
        };
    };
    getSearchHistories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            custom_name: string;
                            created_at: string;
                        }[];
                    };
                };
            };
        };
    };
    postSearchHistories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    custom_name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            custom_name: string;
                            created_at: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteSearchHistories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteSearchHistoriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putResourcesByIdFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            status: 0 | 1;
                            count: number;
                        };
                    };
                };
            };
        };
    };
    deleteResourcesByIdFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            status: 0 | 1;
                            count: number;
                        };
                    };
                };
            };
        };
    };
    getFavorites: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                top_physical_id: number;
                                name: string;
                                floor_price: number;
                                max_price: number;
                                floor_day_price: number;
                                order_quantity: number;
                                community_img: {
                                    pic_url: string;
                                };
                                /** @enum {string} */
                                type: "selling_resource" | "physical_resource" | "community_resource";
                                latitude: number;
                                longitude: number;
                                city_id: number;
                                district_id: number;
                                district_name: string;
                                trading_area_name: string | null;
                                community_id: number;
                                community_name: string;
                                address: string;
                                field_type: {
                                    id: number;
                                    display_name: string;
                                };
                                community_type: {
                                    id: number;
                                    name: string;
                                };
                                indoor: boolean;
                                area: number;
                                person_flow: number;
                                year: number | null;
                                has_panorama: boolean;
                                is_enquiry: boolean;
                                is_proprietary: boolean;
                                labels: {
                                    id: number;
                                    name: string;
                                }[];
                                distance: number | null;
                                favorited_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postFeedbacks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string;
                    feedback_type: number;
                    community_id?: number;
                    resource_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getSellingResourceActivities: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                keywords?: string;
                /** @description 城市ID */
                city_id?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                top_physical_id: number;
                                name: string;
                                community_id: number;
                                community_name: string;
                                city_id: number;
                                pic_url: string;
                                activity_type: {
                                    display_name: string;
                                };
                                activity_start_date: string | null;
                                deadline: string | null;
                                expired: boolean;
                                price: number;
                                is_enquiry: boolean;
                                is_proprietary: boolean;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getActivitiesByTopPhysicalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                top_physical_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            top_physical_id: number;
                            name: string;
                            description: string;
                            field_type: {
                                id: number;
                                display_name: string;
                            };
                            indoor: boolean;
                            area: number;
                            person_flow: number;
                            floor_price: number;
                            min_price: number;
                            max_price: number;
                            floor_day_price: number;
                            reference_prices: {
                                lease_term_id: number;
                                name: string;
                                unit: string;
                                min_price: number;
                                max_price: number;
                                day_price: number;
                            }[];
                            order_quantity: number;
                            panorama_url: string | null;
                            physical_resource_imgs: {
                                pic_url: string;
                            }[];
                            case_imgs: {
                                pic_url: string;
                            }[];
                            attributes: {
                                id: number;
                                name: string;
                                options: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                            children: {
                                id: number;
                                name: string;
                                area: number;
                            }[];
                            community: {
                                id: number;
                                name: string;
                                address: string;
                                city_id: number;
                                city_name: string;
                                district_id: number;
                                district_name: string;
                                trading_area: {
                                    id: number;
                                    name: string;
                                } | null;
                                subway_station: {
                                    id: number;
                                    name: string;
                                } | null;
                                community_type: {
                                    id: number;
                                    name: string;
                                };
                                location_type: {
                                    id: number;
                                    name: string;
                                };
                                year: number | null;
                                person_flow: number;
                                latitude: number;
                                longitude: number;
                                is_proprietary: boolean;
                                agency?: {
                                    owner_name: string;
                                } | null;
                                labels: {
                                    id: number;
                                    name: string;
                                }[];
                                pic_url: string;
                                description: string;
                            };
                            selling_resources: {
                                id: number;
                                physical_resource_id: number;
                                physical_resource_name: string;
                                size: string;
                                custom_dimension: string;
                                custom_name: string;
                                field_type: string;
                                lease_term_type_id: number;
                                lease_term_type: string;
                                count: number;
                                is_enquiry: boolean;
                                minimum_booking_days: number;
                                days_in_advance: number;
                                selling_price: {
                                    lease_term_type_id: number;
                                    lease_term_type: string;
                                    price: number;
                                    subsidy: number;
                                    deposit: number;
                                }[];
                                special_price: {
                                    date: string;
                                    price: number;
                                }[];
                                raise_price: {
                                    date: string;
                                    price: number;
                                }[];
                                unavailable_dates: string[];
                                calendars: {
                                    exp_date: string[];
                                };
                                res_type_id: number;
                                activity_type: {
                                    display_name: string;
                                } | null;
                                activity_start_date: string | null;
                                deadline: string | null;
                                expired: boolean;
                                has_chair: boolean;
                                has_power: boolean;
                                has_tent: boolean;
                                leaflet: boolean;
                                overnight_material: boolean;
                                subsidy_rate: number;
                                min_after_subsidy: number;
                                max_after_subsidy: number;
                                special_requirements: string[];
                                tag: string;
                                pic_url: string;
                                user: {
                                    id: number;
                                    name: string;
                                    company_id?: number | null;
                                };
                                price_rules?: {
                                    id: number;
                                    lease_term_type_id: number;
                                    start: string;
                                    end: string;
                                    weekdays: number[];
                                    price: number | null;
                                    raise_percent: number | null;
                                }[];
                            }[];
                            favorite: {
                                status: 0 | 1;
                                count: number;
                            };
                            comment_count: number;
                            sales_count: number;
                        };
                    };
                };
            };
        };
    };
    getProprietaryFields: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                keywords?: string;
                /** @description 城市ID */
                city_id?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                top_physical_id: number;
                                name: string;
                                floor_price: number;
                                max_price: number;
                                floor_day_price: number;
                                order_quantity: number;
                                community_img: {
                                    pic_url: string;
                                };
                                /** @enum {string} */
                                type: "selling_resource" | "physical_resource" | "community_resource";
                                latitude: number;
                                longitude: number;
                                city_id: number;
                                district_id: number;
                                district_name: string;
                                trading_area_name: string | null;
                                community_id: number;
                                community_name: string;
                                address: string;
                                field_type: {
                                    id: number;
                                    display_name: string;
                                };
                                community_type: {
                                    id: number;
                                    name: string;
                                };
                                indoor: boolean;
                                area: number;
                                person_flow: number;
                                year: number | null;
                                has_panorama: boolean;
                                is_enquiry: boolean;
                                is_proprietary: boolean;
                                labels: {
                                    id: number;
                                    name: string;
                                }[];
                                distance: number | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            total_capped?: boolean;
                            fallback?: {
                                /** @enum {string} */
                                reason: "relaxed" | "recommended";
                                keyword: string | null;
                                message: string;
                                data: {
                                    id: number;
                                    top_physical_id: number;
                                    name: string;
                                    floor_price: number;
                                    max_price: number;
                                    floor_day_price: number;
                                    order_quantity: number;
                                    community_img: {
                                        pic_url: string;
                                    };
                                    /** @enum {string} */
                                    type: "selling_resource" | "physical_resource" | "community_resource";
                                    latitude: number;
                                    longitude: number;
                                    city_id: number;
                                    district_id: number;
                                    district_name: string;
                                    trading_area_name: string | null;
                                    community_id: number;
                                    community_name: string;
                                    address: string;
                                    field_type: {
                                        id: number;
                                        display_name: string;
                                    };
                                    community_type: {
                                        id: number;
                                        name: string;
                                    };
                                    indoor: boolean;
                                    area: number;
                                    person_flow: number;
                                    year: number | null;
                                    has_panorama: boolean;
                                    is_enquiry: boolean;
                                    is_proprietary: boolean;
                                    labels: {
                                        id: number;
                                        name: string;
                                    }[];
                                    distance: number | null;
                                }[];
                            };
                        };
                    };
                };
            };
        };
    };
    getProprietaryActivities: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                keywords?: string;
                /** @description 城市ID */
                city_id?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                top_physical_id: number;
                                name: string;
                                community_id: number;
                                community_name: string;
                                city_id: number;
                                pic_url: string;
                                activity_type: {
                                    display_name: string;
                                };
                                activity_start_date: string | null;
                                deadline: string | null;
                                expired: boolean;
                                price: number;
                                is_enquiry: boolean;
                                is_proprietary: boolean;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getAdvs: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                keywords?: string;
                /** @description 城市ID */
                city_id?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                top_physical_id: number;
                                name: string;
                                floor_price: number;
                                max_price: number;
                                floor_day_price: number;
                                order_quantity: number;
                                community_img: {
                                    pic_url: string;
                                };
                                /** @enum {string} */
                                type: "selling_resource" | "physical_resource" | "community_resource";
                                latitude: number;
                                longitude: number;
                                city_id: number;
                                district_id: number;
                                district_name: string;
                                trading_area_name: string | null;
                                community_id: number;
                                community_name: string;
                                address: string;
                                field_type: {
                                    id: number;
                                    display_name: string;
                                };
                                community_type: {
                                    id: number;
                                    name: string;
                                };
                                indoor: boolean;
                                area: number;
                                person_flow: number;
                                year: number | null;
                                has_panorama: boolean;
                                is_enquiry: boolean;
                                is_proprietary: boolean;
                                labels: {
                                    id: number;
                                    name: string;
                                }[];
                                distance: number | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            total_capped?: boolean;
                            fallback?: {
                                /** @enum {string} */
                                reason: "relaxed" | "recommended";
                                keyword: string | null;
                                message: string;
                                data: {
                                    id: number;
                                    top_physical_id: number;
                                    name: string;
                                    floor_price: number;
                                    max_price: number;
                                    floor_day_price: number;
                                    order_quantity: number;
                                    community_img: {
                                        pic_url: string;
                                    };
                                    /** @enum {string} */
                                    type: "selling_resource" | "physical_resource" | "community_resource";
                                    latitude: number;
                                    longitude: number;
                                    city_id: number;
                                    district_id: number;
                                    district_name: string;
                                    trading_area_name: string | null;
                                    community_id: number;
                                    community_name: string;
                                    address: string;
                                    field_type: {
                                        id: number;
                                        display_name: string;
                                    };
                                    community_type: {
                                        id: number;
                                        name: string;
                                    };
                                    indoor: boolean;
                                    area: number;
                                    person_flow: number;
                                    year: number | null;
                                    has_panorama: boolean;
                                    is_enquiry: boolean;
                                    is_proprietary: boolean;
                                    labels: {
                                        id: number;
                                        name: string;
                                    }[];
                                    distance: number | null;
                                }[];
                            };
                        };
                    };
                };
            };
        };
    };
    getActivityCaseTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
        };
    };
    getActivityCases: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                /** @description 案例类型 */
                type?: string | string[];
                keyword?: string;
                /** @description 城市ID */
                city_id?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                title: string;
                                cover_pic_url: string;
                                type: {
                                    id: number;
                                    name: string;
                                };
                                city_id: number;
                                city_name: string;
                                brand: string;
                                summary: string;
                                held_on: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getActivityCasesFastSearch: {
        parameters: {
            query?: {
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            title: string;
                        }[];
                    };
                };
            };
        };
    };
    getActivityCasesById: {
        parameters: {
            query?: {
                /** @description 案例类型 */
                type?: string | string[];
                keyword?: string;
                /** @description 城市ID */
                city_id?: string | string[];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            title: string;
                            cover_pic_url: string;
                            type: {
                                id: number;
                                name: string;
                            };
                            city_id: number;
                            city_name: string;
                            brand: string;
                            summary: string;
                            held_on: string;
                            content: string;
                            images: {
                                pic_url: string;
                            }[];
                            community_id: number | null;
                            community_name: string | null;
                            last_id: number | null;
                            next_id: number | null;
                        };
                    };
                };
            };
        };
    };
    getServiceTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
        };
    };
    getServiceProviders: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                keyword?: string;
                /** @description 服务类型（逗号分隔的ID，如 1,2,3） */
                service_type_ids?: string | string[];
                /** @description 城市（逗号分隔的ID，如 1,2,3） */
                city_ids?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                name: string;
                                logo_url: string;
                                city_id: number;
                                city_name: string;
                                service_types: {
                                    id: number;
                                    name: string;
                                }[];
                                summary: string;
                                case_count: number;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getServiceProvidersMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            intro: string;
                            service_type_ids: number[];
                            city_ids: number[];
                            contact_mobile: string;
                            contact_name: string;
                            logo: string | null;
                        } | null;
                    };
                };
            };
        };
    };
    putServiceProvidersMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    intro?: string;
                    service_type_ids: number[];
                    city_ids: number[];
                    contact_mobile: string;
                    /** @default  */
                    contact_name?: string;
                    logo?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getServiceProvidersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            logo_url: string;
                            city_id: number;
                            city_name: string;
                            service_types: {
                                id: number;
                                name: string;
                            }[];
                            summary: string;
                            case_count: number;
                            description: string;
                            contact_name: string;
                            contact_mobile: string;
                            images: {
                                pic_url: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getOperatorSearchSynonyms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            words: string[];
                            updated_at: string;
                        }[];
                    };
                };
            };
        };
    };
    postOperatorSearchSynonyms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    words: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    putOperatorSearchSynonymsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    words: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            words: string[];
                            updated_at: string;
                        };
                    };
                };
            };
        };
    };
    deleteOperatorSearchSynonymsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getCoupons: {
        parameters: {
            query?: {
                status?: "unused" | "used" | "expired";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                coupon_id: number;
                                text: string;
                                amount: number;
                                min_goods_amount: number;
                                scope: number;
                                scope_text: string;
                                target_id: number | null;
                                target_name: string | null;
                                start_at: string;
                                end_at: string;
                                /** @enum {string} */
                                status: "unused" | "used" | "expired";
                                order_id: number | null;
                                used_at: string | null;
                                received_at: string;
                                consumption_point: number;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            counts: {
                                unused: number;
                                used: number;
                                expired: number;
                            };
                        };
                    };
                };
            };
        };
    };
    getCommunitiesByIdCoupons: {
        parameters: {
            query?: {
                is_received?: "0" | "1" | "true" | "false";
                page?: number;
                page_size?: number;
                physical_resource_id?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number | null;
                                coupon_id: number;
                                text: string;
                                amount: number;
                                min_goods_amount: number;
                                scope: number;
                                scope_text: string;
                                target_id: number | null;
                                target_name: string | null;
                                consumption_point: number;
                                point: number;
                                point_coupons: boolean;
                                default: boolean;
                                is_welfare: boolean;
                                is_received: boolean;
                                received_quantity: number;
                                per_user_limit: number;
                                remaining: number;
                                can_receive: boolean;
                                valid_start_date: string | null;
                                valid_end_date: string | null;
                                valid_days: number | null;
                                validity_text: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getCommunitiesCoupons: {
        parameters: {
            query?: {
                is_received?: "0" | "1" | "true" | "false";
                page?: number;
                page_size?: number;
                physical_resource_id?: number;
                community_id?: number;
                point_coupons?: "0" | "1" | "true" | "false";
                is_welfare?: "0" | "1" | "true" | "false";
                scope?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number | null;
                                coupon_id: number;
                                text: string;
                                amount: number;
                                min_goods_amount: number;
                                scope: number;
                                scope_text: string;
                                target_id: number | null;
                                target_name: string | null;
                                consumption_point: number;
                                point: number;
                                point_coupons: boolean;
                                default: boolean;
                                is_welfare: boolean;
                                is_received: boolean;
                                received_quantity: number;
                                per_user_limit: number;
                                remaining: number;
                                can_receive: boolean;
                                valid_start_date: string | null;
                                valid_end_date: string | null;
                                valid_days: number | null;
                                validity_text: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getCouponsResources: {
        parameters: {
            query?: {
                "physical_resource_ids[]"?: string | string[];
                physical_resource_ids?: string | string[];
                "coupon_ids[]"?: string | string[];
                coupon_ids?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            physical_resource_id: number;
                            coupons: {
                                id: number | null;
                                coupon_id: number;
                                text: string;
                                amount: number;
                                min_goods_amount: number;
                                scope: number;
                                scope_text: string;
                                target_id: number | null;
                                target_name: string | null;
                                consumption_point: number;
                                point: number;
                                point_coupons: boolean;
                                default: boolean;
                                is_welfare: boolean;
                                is_received: boolean;
                                received_quantity: number;
                                per_user_limit: number;
                                remaining: number;
                                can_receive: boolean;
                                valid_start_date: string | null;
                                valid_end_date: string | null;
                                valid_days: number | null;
                                validity_text: string;
                                start_at: string | null;
                                end_at: string | null;
                            }[];
                        }[];
                    };
                };
            };
        };
    };
    postCouponsByCouponIdReceive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                coupon_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default 1
                     * @enum {number}
                     */
                    quantity?: 1;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            coupon_id: number;
                            text: string;
                            amount: number;
                            min_goods_amount: number;
                            scope: number;
                            scope_text: string;
                            target_id: number | null;
                            target_name: string | null;
                            start_at: string;
                            end_at: string;
                            /** @enum {string} */
                            status: "unused" | "used" | "expired";
                            order_id: number | null;
                            used_at: string | null;
                            received_at: string;
                            consumption_point: number;
                        };
                    };
                };
            };
        };
    };
    postCouponsExchange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    coupon_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            coupon_id: number;
                            consumption_point: number;
                            balance: number;
                        };
                    };
                };
            };
        };
    };
    postCouponsWelfareReceive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    coupons: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            received: number;
                            results: {
                                coupon_id: number;
                                success: boolean;
                                id: number | null;
                                msg: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getPointHistories: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                point: number;
                                delta: number;
                                reason: string;
                                reason_text: string;
                                order_id: number | null;
                                note: string;
                                created_at: string;
                                balance_after: number;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            balance: number;
                        };
                    };
                };
            };
        };
    };
    getOperatorCoupons: {
        parameters: {
            query?: {
                status?: "active" | "stopped";
                keyword?: string;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                coupon_id: number;
                                text: string;
                                amount: number;
                                min_goods_amount: number;
                                scope: number;
                                scope_text: string;
                                target_id: number | null;
                                target_name: string | null;
                                total_quantity: number;
                                received_count: number;
                                used_count: number;
                                unused_count: number;
                                expired_count: number;
                                per_user_limit: number;
                                valid_start_date: string | null;
                                valid_end_date: string | null;
                                valid_days: number | null;
                                validity_text: string;
                                consumption_point: number;
                                is_default: boolean;
                                is_welfare: boolean;
                                /** @enum {string} */
                                status: "active" | "stopped";
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOperatorCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                    amount: number;
                    /** @default 0 */
                    min_goods_amount?: number;
                    scope: number;
                    /** @default null */
                    target_id?: number | null;
                    total_quantity: number;
                    /** @default 1 */
                    per_user_limit?: number;
                    /** @default null */
                    valid_start_date?: string | null;
                    /** @default null */
                    valid_end_date?: string | null;
                    /** @default null */
                    valid_days?: number | null;
                    /** @default 0 */
                    consumption_point?: number;
                    /** @default false */
                    is_default?: boolean;
                    /** @default false */
                    is_welfare?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            coupon_id: number;
                            text: string;
                            amount: number;
                            min_goods_amount: number;
                            scope: number;
                            scope_text: string;
                            target_id: number | null;
                            target_name: string | null;
                            total_quantity: number;
                            received_count: number;
                            used_count: number;
                            unused_count: number;
                            expired_count: number;
                            per_user_limit: number;
                            valid_start_date: string | null;
                            valid_end_date: string | null;
                            valid_days: number | null;
                            validity_text: string;
                            consumption_point: number;
                            is_default: boolean;
                            is_welfare: boolean;
                            /** @enum {string} */
                            status: "active" | "stopped";
                            created_at: string;
                        };
                    };
                };
            };
        };
    };
    putOperatorCouponsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text?: string;
                    amount?: number;
                    min_goods_amount?: number;
                    scope?: number;
                    target_id?: number | null;
                    total_quantity?: number;
                    per_user_limit?: number;
                    valid_start_date?: string | null;
                    valid_end_date?: string | null;
                    valid_days?: number | null;
                    consumption_point?: number;
                    is_default?: boolean;
                    is_welfare?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            coupon_id: number;
                            text: string;
                            amount: number;
                            min_goods_amount: number;
                            scope: number;
                            scope_text: string;
                            target_id: number | null;
                            target_name: string | null;
                            total_quantity: number;
                            received_count: number;
                            used_count: number;
                            unused_count: number;
                            expired_count: number;
                            per_user_limit: number;
                            valid_start_date: string | null;
                            valid_end_date: string | null;
                            valid_days: number | null;
                            validity_text: string;
                            consumption_point: number;
                            is_default: boolean;
                            is_welfare: boolean;
                            /** @enum {string} */
                            status: "active" | "stopped";
                            created_at: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorCouponsByIdStop: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            coupon_id: number;
                            text: string;
                            amount: number;
                            min_goods_amount: number;
                            scope: number;
                            scope_text: string;
                            target_id: number | null;
                            target_name: string | null;
                            total_quantity: number;
                            received_count: number;
                            used_count: number;
                            unused_count: number;
                            expired_count: number;
                            per_user_limit: number;
                            valid_start_date: string | null;
                            valid_end_date: string | null;
                            valid_days: number | null;
                            validity_text: string;
                            consumption_point: number;
                            is_default: boolean;
                            is_welfare: boolean;
                            /** @enum {string} */
                            status: "active" | "stopped";
                            created_at: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorCouponsByIdStart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            coupon_id: number;
                            text: string;
                            amount: number;
                            min_goods_amount: number;
                            scope: number;
                            scope_text: string;
                            target_id: number | null;
                            target_name: string | null;
                            total_quantity: number;
                            received_count: number;
                            used_count: number;
                            unused_count: number;
                            expired_count: number;
                            per_user_limit: number;
                            valid_start_date: string | null;
                            valid_end_date: string | null;
                            valid_days: number | null;
                            validity_text: string;
                            consumption_point: number;
                            is_default: boolean;
                            is_welfare: boolean;
                            /** @enum {string} */
                            status: "active" | "stopped";
                            created_at: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorCouponRewards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            /** @enum {string} */
                            purpose: "review" | "email";
                            purpose_name: string;
                            coupon_id: number | null;
                            text: string | null;
                            amount: number | null;
                            available: boolean;
                        }[];
                    };
                };
            };
        };
    };
    putOperatorCouponRewardsByPurpose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                purpose: "review" | "email";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    coupon_id: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            /** @enum {string} */
                            purpose: "review" | "email";
                            purpose_name: string;
                            coupon_id: number | null;
                            text: string | null;
                            amount: number | null;
                            available: boolean;
                        };
                    };
                };
            };
        };
    };
    getUsersOrderingNoticed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            ordering_noticed: boolean;
                        };
                    };
                };
            };
        };
    };
    postUsersOrderingNoticed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    ordering_noticed?: boolean | 1 | 0 | "1" | "0";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            ordering_noticed: boolean;
                        };
                    };
                };
            };
        };
    };
    getOrdersAdditionalSelection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            industries: {
                                id: number;
                                name: string;
                                children: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                            purposes: {
                                id: number;
                                name: string;
                            }[];
                            spread_ways: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getAdditionalInfo: {
        parameters: {
            query: {
                order_id: number;
                type?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            order_id: number;
                            type: number;
                            product: string;
                            approach_time: string | null;
                            exit_time: string | null;
                            has_build: number | null;
                            build_height: string | null;
                            industries: {
                                parent_id: number;
                                id: number;
                            }[];
                            complete_industries: {
                                parent_id: number;
                                id: number;
                            }[];
                            material_types: number[];
                            purposes: number[];
                            promotion_purposes: number[];
                            spread_ways: number[];
                            design_files: {
                                name: string;
                                url: string;
                            }[];
                            licence_images: string[];
                            brand_authorizations: string[];
                            images: string[];
                        };
                    };
                };
            };
        };
    };
    postAdditionalInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product?: string | null;
                    approach_time?: string | null;
                    exit_time?: string | null;
                    has_build?: number | null;
                    build_height?: (string | number) | null;
                    industries?: {
                        parent_id: number;
                        id: number;
                    }[];
                    complete_industries?: {
                        parent_id: number;
                        id: number;
                    }[];
                    material_types?: number[];
                    purposes?: number[];
                    promotion_purposes?: number[];
                    spread_ways?: number[];
                    /** @default [] */
                    design_files?: {
                        /** @default  */
                        name?: string;
                        url: string;
                    }[];
                    /** @default [] */
                    licence_images?: string[];
                    /** @default [] */
                    licence_files?: string[];
                    /** @default [] */
                    brand_authorizations?: string[];
                    /** @default [] */
                    images?: string[];
                    order_id: number;
                    /** @default 1 */
                    type?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            order_id: number;
                            type: number;
                            product: string;
                            approach_time: string | null;
                            exit_time: string | null;
                            has_build: number | null;
                            build_height: string | null;
                            industries: {
                                parent_id: number;
                                id: number;
                            }[];
                            complete_industries: {
                                parent_id: number;
                                id: number;
                            }[];
                            material_types: number[];
                            purposes: number[];
                            promotion_purposes: number[];
                            spread_ways: number[];
                            design_files: {
                                name: string;
                                url: string;
                            }[];
                            licence_images: string[];
                            brand_authorizations: string[];
                            images: string[];
                        };
                    };
                };
            };
        };
    };
    getOperatorAlerts: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                kind: string;
                                order_id: number;
                                order_item_id: number | null;
                                message: string;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOrdersPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product?: string | null;
                    approach_time?: string | null;
                    exit_time?: string | null;
                    has_build?: number | null;
                    build_height?: (string | number) | null;
                    industries?: {
                        parent_id: number;
                        id: number;
                    }[];
                    complete_industries?: {
                        parent_id: number;
                        id: number;
                    }[];
                    material_types?: number[];
                    purposes?: number[];
                    promotion_purposes?: number[];
                    spread_ways?: number[];
                    /** @default [] */
                    design_files?: {
                        /** @default  */
                        name?: string;
                        url: string;
                    }[];
                    /** @default [] */
                    licence_images?: string[];
                    /** @default [] */
                    licence_files?: string[];
                    /** @default [] */
                    brand_authorizations?: string[];
                    /** @default [] */
                    images?: string[];
                    resources: {
                        id: number;
                        /** @default 1 */
                        count?: number;
                        count_of_time_unit?: unknown;
                        dates: {
                            term_type_id: number;
                            date: string;
                            endDate?: string | null;
                            period?: unknown;
                            custom_dimension?: string | null;
                        }[];
                        leave_words?: string | null;
                        coupon_id?: number | null;
                        enquiry_id?: number | null;
                        group_purchase_id?: number | null;
                        size?: string | null;
                    }[];
                    total_actual_price?: number;
                    contact?: string | null;
                    mobile?: string | null;
                    /** @default 4 */
                    channel?: number;
                    /** @default 0 */
                    delegated?: number;
                    address?: (string | {
                        name?: string | null;
                        mobile?: string | null;
                        province?: string | null;
                        city?: string | null;
                        district?: string | null;
                        address?: string | null;
                    }) | null;
                    cart_items?: number[];
                    /** @default 0 */
                    point?: number;
                    coupon_id?: number | null;
                    agreed_notice?: boolean;
                    /** @default 1 */
                    type?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            total_amount: number;
                            subsidy: number;
                            total_deposit: number;
                            coupon: number;
                            integral: number;
                            points: number;
                            total_actual_price: number;
                            lines: {
                                index: number;
                                selling_resource_id: number;
                                community_id: number;
                                field_type_id: number;
                                field_name: string;
                                lease_term_type_name: string;
                                size: string;
                                custom_dimension: string;
                                lease_term_type_id: number;
                                count: number;
                                count_of_time_unit: number;
                                dates: {
                                    date: string;
                                    endDate: string;
                                    price: number;
                                }[];
                                amount: number;
                                subsidy: number;
                                coupon: number;
                                integral: number;
                                payable: number;
                                deposit: number;
                            }[];
                            problems: {
                                index: number | null;
                                field: string;
                                date: string | null;
                                message: string;
                            }[];
                            can_submit: boolean;
                        };
                    };
                };
            };
        };
    };
    getOrders: {
        parameters: {
            query?: {
                status?: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                page?: number;
                page_size?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                order_num: string;
                                /** @enum {string} */
                                status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                                status_name: string;
                                total_amount: number;
                                subsidy: number;
                                total_deposit: number;
                                coupon: number;
                                integral: number;
                                points: number;
                                actual_fee: number;
                                contact: string;
                                mobile: string;
                                address: string;
                                offline_pay: boolean;
                                offline_status: number;
                                voucher_image_url: string[];
                                created_at: string;
                                expires_at: string;
                                paid_at: string | null;
                                can_cancel: boolean;
                                type: number;
                                delegated: number;
                                resources: {
                                    id: number;
                                    order_id: number;
                                    order_num: string;
                                    /** @enum {string} */
                                    status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                                    status_name: string;
                                    /** @enum {string} */
                                    order_type?: "normal" | "enquiry";
                                    enquiry_id?: number | null;
                                    selling_resource_id: number;
                                    top_physical_id: number;
                                    field_name: string;
                                    pic_url: string;
                                    lease_term_type: string;
                                    size: string;
                                    custom_dimension: string;
                                    lease_term_type_id: number;
                                    count: number;
                                    count_of_time_unit: number;
                                    dates: {
                                        date: string;
                                        endDate: string;
                                        price: number;
                                    }[];
                                    datesStr: string;
                                    start: string;
                                    end: string;
                                    amount: number;
                                    subsidy: number;
                                    coupon: number;
                                    integral: number;
                                    payable: number;
                                    deposit: number;
                                    leave_words: string;
                                    reject_reason: string | null;
                                    paid_at: string | null;
                                    reviewed_at: string | null;
                                    group_status: number | null;
                                    group_purchase_id: number | null;
                                }[];
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product?: string | null;
                    approach_time?: string | null;
                    exit_time?: string | null;
                    has_build?: number | null;
                    build_height?: (string | number) | null;
                    industries?: {
                        parent_id: number;
                        id: number;
                    }[];
                    complete_industries?: {
                        parent_id: number;
                        id: number;
                    }[];
                    material_types?: number[];
                    purposes?: number[];
                    promotion_purposes?: number[];
                    spread_ways?: number[];
                    /** @default [] */
                    design_files?: {
                        /** @default  */
                        name?: string;
                        url: string;
                    }[];
                    /** @default [] */
                    licence_images?: string[];
                    /** @default [] */
                    licence_files?: string[];
                    /** @default [] */
                    brand_authorizations?: string[];
                    /** @default [] */
                    images?: string[];
                    resources: {
                        id: number;
                        /** @default 1 */
                        count?: number;
                        count_of_time_unit?: unknown;
                        dates: {
                            term_type_id: number;
                            date: string;
                            endDate?: string | null;
                            period?: unknown;
                            custom_dimension?: string | null;
                        }[];
                        leave_words?: string | null;
                        coupon_id?: number | null;
                        enquiry_id?: number | null;
                        group_purchase_id?: number | null;
                        size?: string | null;
                    }[];
                    total_actual_price: number;
                    contact?: string | null;
                    mobile?: string | null;
                    /** @default 4 */
                    channel?: number;
                    /** @default 0 */
                    delegated?: number;
                    address?: (string | {
                        name?: string | null;
                        mobile?: string | null;
                        province?: string | null;
                        city?: string | null;
                        district?: string | null;
                        address?: string | null;
                    }) | null;
                    cart_items?: number[];
                    /** @default 0 */
                    point?: number;
                    coupon_id?: number | null;
                    agreed_notice?: boolean;
                    /** @default 1 */
                    type?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            order_num: string;
                            actual_fee: number;
                        };
                    };
                };
            };
        };
    };
    getOrdersCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            count: number;
                            submitted: number;
                            paid: number;
                            approved: number;
                            rejected: number;
                            executing: number;
                            finished: number;
                            cancelled: number;
                        };
                    };
                };
            };
        };
    };
    getOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            order_num: string;
                            /** @enum {string} */
                            status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                            status_name: string;
                            total_amount: number;
                            subsidy: number;
                            total_deposit: number;
                            coupon: number;
                            integral: number;
                            points: number;
                            actual_fee: number;
                            contact: string;
                            mobile: string;
                            address: string;
                            offline_pay: boolean;
                            offline_status: number;
                            voucher_image_url: string[];
                            created_at: string;
                            expires_at: string;
                            paid_at: string | null;
                            can_cancel: boolean;
                            type: number;
                            delegated: number;
                            resources: {
                                id: number;
                                order_id: number;
                                order_num: string;
                                /** @enum {string} */
                                status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                                status_name: string;
                                /** @enum {string} */
                                order_type?: "normal" | "enquiry";
                                enquiry_id?: number | null;
                                selling_resource_id: number;
                                top_physical_id: number;
                                field_name: string;
                                pic_url: string;
                                lease_term_type: string;
                                size: string;
                                custom_dimension: string;
                                lease_term_type_id: number;
                                count: number;
                                count_of_time_unit: number;
                                dates: {
                                    date: string;
                                    endDate: string;
                                    price: number;
                                }[];
                                datesStr: string;
                                start: string;
                                end: string;
                                amount: number;
                                subsidy: number;
                                coupon: number;
                                integral: number;
                                payable: number;
                                deposit: number;
                                leave_words: string;
                                reject_reason: string | null;
                                paid_at: string | null;
                                reviewed_at: string | null;
                                group_status: number | null;
                                group_purchase_id: number | null;
                            }[];
                        };
                    };
                };
            };
        };
    };
    deleteOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            /** @enum {string} */
                            status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                        };
                    };
                };
            };
        };
    };
    getOrdersByIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            /** @enum {string} */
                            status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                        };
                    };
                };
            };
        };
    };
    getPaymentOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            order_num: string;
                            /** @enum {string} */
                            status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                            actual_fee: number;
                            total_amount: number;
                            total_deposit: number;
                            coupon: number;
                            integral: number;
                            offline_pay: boolean;
                            offline_status: number;
                            voucher_image_url: string[];
                            offline_refuse_reason: string | null;
                            contact: string;
                            mobile: string;
                            address: string;
                            expires_at: string;
                            group_status: number | null;
                            group_purchase_id: number | null;
                            type: number;
                            resources: {
                                order_num: string;
                                field_name: string;
                                size: string;
                                lease_term_type: string;
                                custom_dimension: string;
                                start: string;
                                /** @enum {string} */
                                status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                            }[];
                        };
                    };
                };
            };
        };
    };
    getOrderItems: {
        parameters: {
            query?: {
                status?: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                keyword?: string;
                selling_resource_id?: number;
                date_from?: string;
                date_to?: string;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                order_id: number;
                                order_num: string;
                                /** @enum {string} */
                                status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                                status_name: string;
                                /** @enum {string} */
                                order_type?: "normal" | "enquiry";
                                enquiry_id?: number | null;
                                selling_resource_id: number;
                                top_physical_id: number;
                                field_name: string;
                                pic_url: string;
                                lease_term_type: string;
                                size: string;
                                custom_dimension: string;
                                lease_term_type_id: number;
                                count: number;
                                count_of_time_unit: number;
                                dates: {
                                    date: string;
                                    endDate: string;
                                    price: number;
                                }[];
                                datesStr: string;
                                start: string;
                                end: string;
                                amount: number;
                                subsidy: number;
                                coupon: number;
                                integral: number;
                                payable: number;
                                deposit: number;
                                leave_words: string;
                                reject_reason: string | null;
                                paid_at: string | null;
                                reviewed_at: string | null;
                                group_status: number | null;
                                group_purchase_id: number | null;
                                order: {
                                    id: number;
                                    order_num: string;
                                    contact: string;
                                    mobile: string;
                                    created_at: string;
                                };
                                review_deadline: string | null;
                                reviewable: boolean;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOrderItemsByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            /** @enum {string} */
                            status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                            /** @enum {string} */
                            order_status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                            refunded: number;
                        };
                    };
                };
            };
        };
    };
    postOrderItemsByIdDeny: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            /** @enum {string} */
                            status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                            /** @enum {string} */
                            order_status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                            refunded: number;
                        };
                    };
                };
            };
        };
    };
    postDevOrdersByIdAdvanceByDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    today: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            status: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorOrders: {
        parameters: {
            query?: {
                status?: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                city_id?: number;
                supplier?: string;
                keyword?: string;
                start?: string;
                end?: string;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                order_id: number;
                                order_item_id: number;
                                order_num: string;
                                item_order_num: string;
                                status: string;
                                buyer: {
                                    id: number;
                                    mobile: string;
                                    name: string;
                                };
                                supplier: {
                                    id: number;
                                    mobile: string;
                                    name: string;
                                };
                                city: string;
                                community: string;
                                field_name: string;
                                lease_term_type: string;
                                first_date: string;
                                last_date: string;
                                payable: number;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getOperatorOrdersExport: {
        parameters: {
            query?: {
                status?: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                city_id?: number;
                supplier?: string;
                keyword?: string;
                start?: string;
                end?: string;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
        };
    };
    postOperatorAlertsByIdResolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            kind: string;
                            order_id: number;
                            order_item_id: number | null;
                            message: string;
                            created_at: string;
                        };
                    };
                };
            };
        };
    };
    getCartItems: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                selling_resource_id: number;
                                top_physical_id: number;
                                physical_resource_id: number;
                                field_name: string;
                                field_type: string;
                                pic_url: string;
                                lease_term_type_name: string;
                                size: string;
                                custom_dimension: string;
                                lease_term_type_id: number;
                                count: number;
                                count_of_time_unit: number;
                                dates: {
                                    date: string;
                                    endDate: string;
                                    price: number;
                                }[];
                                datesStr: string;
                                leave_words: string;
                                amount: number;
                                subsidy: number;
                                deposit: number;
                                available: boolean;
                                problem: string | null;
                                resource: {
                                    id: number;
                                    count: number;
                                    count_of_time_unit?: unknown;
                                    dates: {
                                        term_type_id: number;
                                        date: string;
                                        endDate?: string | null;
                                        period?: unknown;
                                        custom_dimension?: string | null;
                                    }[];
                                    leave_words?: string | null;
                                    coupon_id?: number | null;
                                    enquiry_id?: number | null;
                                    size?: string | null;
                                };
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postCartItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    resources: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            ids: number[];
                            count: number;
                        };
                    };
                };
            };
        };
    };
    getCartItemsCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            count: number;
                        };
                    };
                };
            };
        };
    };
    deleteCartItemsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getEnquiryInformation: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                sid: number;
                                top_physical_id: number;
                                field_name: string;
                                size: string;
                                pic_url: string;
                                name: string;
                                mobile: string;
                                created_at: string;
                                dates?: string[];
                                lease_term_type_id?: number | null;
                                quote?: {
                                    id: number;
                                    lease_term_type_id: number;
                                    lease_term_type: string;
                                    dates: string[];
                                    price: number;
                                    amount: number;
                                    deposit: number;
                                    note: string;
                                    expires_at: string;
                                    /** @enum {string} */
                                    status: "valid" | "expired" | "ordered";
                                    created_at: string;
                                } | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postEnquiryInformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sid: number;
                    name?: string | null;
                    mobile?: string | null;
                    dates?: string[];
                    lease_term_type_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getEnquiryInformationCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            count: number;
                        };
                    };
                };
            };
        };
    };
    deleteEnquiryInformationById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getContacts: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                name: string;
                                mobile: string;
                                is_default: boolean;
                                province_id: number | null;
                                city_id: number | null;
                                district_id: number | null;
                                address: string;
                                province: string | null;
                                city: string | null;
                                district: string | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postContacts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    mobile?: string | null;
                    is_default?: boolean | 0 | 1 | "0" | "1";
                    province_id?: number | null;
                    city_id?: number | null;
                    district_id?: number | null;
                    address?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            mobile: string;
                            is_default: boolean;
                            province_id: number | null;
                            city_id: number | null;
                            district_id: number | null;
                            address: string;
                            province: string | null;
                            city: string | null;
                            district: string | null;
                        };
                    };
                };
            };
        };
    };
    putContactsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    mobile?: string | null;
                    is_default?: boolean | 0 | 1 | "0" | "1";
                    province_id?: number | null;
                    city_id?: number | null;
                    district_id?: number | null;
                    address?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            mobile: string;
                            is_default: boolean;
                            province_id: number | null;
                            city_id: number | null;
                            district_id: number | null;
                            address: string;
                            province: string | null;
                            city: string | null;
                            district: string | null;
                        };
                    };
                };
            };
        };
    };
    deleteContactsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getWallets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            balance_sum: number;
                            balance: string;
                            has_pay_password: boolean;
                            wallet_info: string;
                            pay_password_locked_until: string | null;
                        };
                    };
                };
            };
        };
    };
    putWalletsPayPwd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    captcha: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            /** @enum {boolean} */
                            has_pay_password: true;
                        };
                    };
                };
            };
        };
    };
    putWalletsModifyPwd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    old_password: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            /** @enum {boolean} */
                            has_pay_password: true;
                        };
                    };
                };
            };
        };
    };
    postWalletsRecharge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    /** @enum {string} */
                    device?: "pc" | "phone";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            out_trade_no: string;
                            gateway_url: string;
                            form: {
                                [key: string]: string;
                            };
                            amount: number;
                            expires_at: string;
                            sandbox: boolean;
                        };
                    };
                };
            };
        };
    };
    getWalletsRecords: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                /** @enum {string} */
                                kind: "topup" | "payment" | "refund" | "deposit_refund";
                                kind_name: string;
                                amount: number;
                                note: string;
                                order_id: number | null;
                                order_num: string | null;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOrdersByIdPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payment_mode: number;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            /** @enum {string} */
                            status: "paid";
                            amount: number;
                            balance_sum: number;
                        };
                    };
                };
            };
        };
    };
    postOrdersByIdAlipay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    device?: "pc" | "phone";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            out_trade_no: string;
                            gateway_url: string;
                            form: {
                                [key: string]: string;
                            };
                            amount: number;
                            expires_at: string;
                            sandbox: boolean;
                        };
                    };
                };
            };
        };
    };
    postOrdersByIdAlipayQr: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            out_trade_no: string;
                            qr_code: string;
                            amount: number;
                            expires_at: string;
                            sandbox: boolean;
                        };
                    };
                };
            };
        };
    };
    getPaymentsTradesByOutTradeNo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                out_trade_no: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            out_trade_no: string;
                            /** @enum {string} */
                            purpose: "order" | "topup";
                            order_id: number | null;
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "paid" | "closed" | "refunded";
                            paid_at: string | null;
                        };
                    };
                };
            };
        };
    };
    getPaymentsBeneficiary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            account_holder: string;
                            opening_bank: string;
                            beneficiary_account_number: string;
                        };
                    };
                };
            };
        };
    };
    putOrdersByIdUploadVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    voucher_image_url: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            offline_pay: boolean;
                            offline_status: number;
                            voucher_image_url: string[];
                        };
                    };
                };
            };
        };
    };
    postPaymentsAlipayNotify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postDevAlipaySandboxComplete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    out_trade_no: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            notify_response: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorTransfers: {
        parameters: {
            query?: {
                status?: "awaiting" | "confirmed" | "refused";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                order_id: number;
                                order_num: string;
                                order_status: string;
                                buyer_mobile: string;
                                contact: string;
                                mobile: string;
                                actual_fee: number;
                                offline_status: number;
                                voucher_image_url: string[];
                                uploaded_at: string | null;
                                reviewed_at: string | null;
                                refuse_reason: string | null;
                                expires_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOperatorTransfersByIdConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            order_id: number;
                            status: string;
                            offline_status: number;
                        };
                    };
                };
            };
        };
    };
    postOperatorTransfersByIdRefuse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            order_id: number;
                            status: string;
                            offline_status: number;
                        };
                    };
                };
            };
        };
    };
    getOperatorRefunds: {
        parameters: {
            query?: {
                status?: "pending" | "done";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                order_id: number;
                                order_num: string;
                                order_item_id: number | null;
                                buyer_mobile: string;
                                /** @enum {string} */
                                channel: "wallet" | "alipay" | "transfer";
                                amount: number;
                                reason: string;
                                /** @enum {string} */
                                status: "pending" | "done";
                                created_at: string;
                                done_at: string | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOperatorRefundsByIdDone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            order_id: number;
                            order_num: string;
                            order_item_id: number | null;
                            buyer_mobile: string;
                            /** @enum {string} */
                            channel: "wallet" | "alipay" | "transfer";
                            amount: number;
                            reason: string;
                            /** @enum {string} */
                            status: "pending" | "done";
                            created_at: string;
                            done_at: string | null;
                        };
                    };
                };
            };
        };
    };
    postUploadsTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    bucket: "voucher" | "design" | "licence" | "order" | "demand" | "venue" | "panorama" | "comment" | "evidence" | "content" | "avatar" | "invoice";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            token: string;
                            /** @enum {string} */
                            bucket: "voucher" | "design" | "licence" | "order" | "demand" | "venue" | "panorama" | "comment" | "evidence" | "content" | "avatar" | "invoice";
                            expires_at: string;
                            max_bytes: number;
                            max_count: number;
                            accept: string;
                        };
                    };
                };
            };
        };
    };
    postUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            url: string;
                            thumbnail_url: string | null;
                            name: string;
                            size: number;
                            content_type: string;
                            /** @enum {string} */
                            bucket: "voucher" | "design" | "licence" | "order" | "demand" | "venue" | "panorama" | "comment" | "evidence" | "content" | "avatar" | "invoice";
                        };
                    };
                };
            };
        };
    };
    postSupplierApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type: number;
                    connect_name?: string | null;
                    mobile?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getSupplierApplicationsMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            type: number;
                            type_name: string;
                            connect_name: string;
                            mobile: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "refused";
                            status_name: string;
                            reason: string | null;
                            incomplete: boolean;
                            created_at: string;
                            reviewed_at: string | null;
                            applicant: {
                                id: number;
                                mobile: string;
                                name: string;
                                roles: string[];
                            };
                        } | null;
                    };
                };
            };
        };
    };
    getOperatorSupplierApplications: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "refused";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                type: number;
                                type_name: string;
                                connect_name: string;
                                mobile: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "refused";
                                status_name: string;
                                reason: string | null;
                                incomplete: boolean;
                                created_at: string;
                                reviewed_at: string | null;
                                applicant: {
                                    id: number;
                                    mobile: string;
                                    name: string;
                                    roles: string[];
                                };
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOperatorSupplierApplicationsByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            type: number;
                            type_name: string;
                            connect_name: string;
                            mobile: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "refused";
                            status_name: string;
                            reason: string | null;
                            incomplete: boolean;
                            created_at: string;
                            reviewed_at: string | null;
                            applicant: {
                                id: number;
                                mobile: string;
                                name: string;
                                roles: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postOperatorSupplierApplicationsByIdRefuse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            type: number;
                            type_name: string;
                            connect_name: string;
                            mobile: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "refused";
                            status_name: string;
                            reason: string | null;
                            incomplete: boolean;
                            created_at: string;
                            reviewed_at: string | null;
                            applicant: {
                                id: number;
                                mobile: string;
                                name: string;
                                roles: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getManagedOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            community_types: {
                                id: number;
                                name: string;
                            }[];
                            location_types: {
                                id: number;
                                name: string;
                            }[];
                            labels: {
                                id: number;
                                name: string;
                            }[];
                            field_types: {
                                id: number;
                                name: string;
                                kind: string;
                                attributes: {
                                    id: number;
                                    name: string;
                                    options: {
                                        id: number;
                                        name: string;
                                    }[];
                                }[];
                            }[];
                            lease_terms: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                kind: "period" | "day";
                                days: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getManagedCommunities: {
        parameters: {
            query?: {
                keyword?: string;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                name: string;
                                city_id: number;
                                city_name: string;
                                district_id: number;
                                district_name: string;
                                trading_area_id: number | null;
                                subway_station_id: number | null;
                                subway_line_id: number | null;
                                community_type_id: number;
                                community_type_name: string;
                                location_type_id: number;
                                address: string;
                                latitude: number;
                                longitude: number;
                                year: number | null;
                                person_flow: number;
                                description: string;
                                agent_for: string;
                                label_ids: number[];
                                images: string[];
                                venue_count: number;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getManagedCommunitiesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            city_id: number;
                            city_name: string;
                            district_id: number;
                            district_name: string;
                            trading_area_id: number | null;
                            subway_station_id: number | null;
                            subway_line_id: number | null;
                            community_type_id: number;
                            community_type_name: string;
                            location_type_id: number;
                            address: string;
                            latitude: number;
                            longitude: number;
                            year: number | null;
                            person_flow: number;
                            description: string;
                            agent_for: string;
                            label_ids: number[];
                            images: string[];
                            venue_count: number;
                            created_at: string;
                        };
                    };
                };
            };
        };
    };
    getManagedResources: {
        parameters: {
            query?: {
                community_id?: number;
                keyword?: string;
                is_online?: "0" | "1";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                top_physical_id: number;
                                community_id: number;
                                community_name: string;
                                city_id: number;
                                name: string;
                                field_type_id: number;
                                field_type: string;
                                area: number;
                                indoor: boolean;
                                person_flow: number;
                                description: string;
                                images: string[];
                                case_images: string[];
                                panorama: string | null;
                                attributes: number[];
                                is_online: boolean;
                                booths: {
                                    id: number;
                                    size: string;
                                    custom_dimension: string;
                                    custom_name: string;
                                    count: number;
                                    minimum_booking_days: number;
                                    days_in_advance: number;
                                    is_enquiry: boolean;
                                    lease_term_type_id: number;
                                    lease_term_type: string;
                                    prices: {
                                        lease_term_type_id: number;
                                        lease_term_type: string;
                                        price: number;
                                        deposit: number;
                                        subsidy: number;
                                    }[];
                                    unavailable_dates: string[];
                                    special_prices: {
                                        date: string;
                                        price: number;
                                    }[];
                                    raised_prices: {
                                        date: string;
                                        price: number;
                                    }[];
                                    res_type_id: number;
                                    activity_type_name: string | null;
                                    activity_start_date: string | null;
                                    deadline: string | null;
                                    has_chair: boolean;
                                    has_power: boolean;
                                    has_tent: boolean;
                                    leaflet: boolean;
                                    overnight_material: boolean;
                                    special_requirements: string[];
                                    tag: string;
                                    is_online: boolean;
                                    live_order_count: number;
                                }[];
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postManagedResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    community_id: number;
                    name: string;
                    field_type_id: number;
                    area: number;
                    indoor: boolean;
                    person_flow?: number;
                    /** @default  */
                    description?: string;
                    images: string[];
                    /** @default [] */
                    case_images?: string[];
                    panorama?: string | null;
                    attributes?: number[];
                    booths: {
                        id?: number;
                        size: string;
                        /** @default  */
                        custom_dimension?: string;
                        /** @default  */
                        custom_name?: string;
                        count: number;
                        minimum_booking_days?: number;
                        days_in_advance?: number;
                        /** @default false */
                        is_enquiry?: boolean;
                        lease_term_type_id?: number;
                        prices: {
                            lease_term_type_id: number;
                            price: number;
                            deposit?: number;
                            subsidy?: number;
                        }[];
                        /** @default [] */
                        unavailable_dates?: string[];
                        special_prices?: {
                            date: string;
                            price: number;
                        }[];
                        raised_prices?: {
                            date: string;
                            price: number;
                        }[];
                        res_type_id?: number;
                        activity_type_name?: string | null;
                        activity_start_date?: string | null;
                        deadline?: string | null;
                        /** @default false */
                        has_chair?: boolean;
                        /** @default false */
                        has_power?: boolean;
                        /** @default false */
                        has_tent?: boolean;
                        /** @default false */
                        leaflet?: boolean;
                        /** @default false */
                        overnight_material?: boolean;
                        /** @default [] */
                        special_requirements?: string[];
                        /** @default  */
                        tag?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            booth_ids: number[];
                        };
                    };
                };
            };
        };
    };
    getManagedResourcesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            top_physical_id: number;
                            community_id: number;
                            community_name: string;
                            city_id: number;
                            name: string;
                            field_type_id: number;
                            field_type: string;
                            area: number;
                            indoor: boolean;
                            person_flow: number;
                            description: string;
                            images: string[];
                            case_images: string[];
                            panorama: string | null;
                            attributes: number[];
                            is_online: boolean;
                            booths: {
                                id: number;
                                size: string;
                                custom_dimension: string;
                                custom_name: string;
                                count: number;
                                minimum_booking_days: number;
                                days_in_advance: number;
                                is_enquiry: boolean;
                                lease_term_type_id: number;
                                lease_term_type: string;
                                prices: {
                                    lease_term_type_id: number;
                                    lease_term_type: string;
                                    price: number;
                                    deposit: number;
                                    subsidy: number;
                                }[];
                                unavailable_dates: string[];
                                special_prices: {
                                    date: string;
                                    price: number;
                                }[];
                                raised_prices: {
                                    date: string;
                                    price: number;
                                }[];
                                res_type_id: number;
                                activity_type_name: string | null;
                                activity_start_date: string | null;
                                deadline: string | null;
                                has_chair: boolean;
                                has_power: boolean;
                                has_tent: boolean;
                                leaflet: boolean;
                                overnight_material: boolean;
                                special_requirements: string[];
                                tag: string;
                                is_online: boolean;
                                live_order_count: number;
                            }[];
                            created_at: string;
                        };
                    };
                };
            };
        };
    };
    putManagedResourcesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    community_id: number;
                    name: string;
                    field_type_id: number;
                    area: number;
                    indoor: boolean;
                    person_flow?: number;
                    /** @default  */
                    description?: string;
                    images: string[];
                    /** @default [] */
                    case_images?: string[];
                    panorama?: string | null;
                    attributes?: number[];
                    booths: {
                        id?: number;
                        size: string;
                        /** @default  */
                        custom_dimension?: string;
                        /** @default  */
                        custom_name?: string;
                        count: number;
                        minimum_booking_days?: number;
                        days_in_advance?: number;
                        /** @default false */
                        is_enquiry?: boolean;
                        lease_term_type_id?: number;
                        prices: {
                            lease_term_type_id: number;
                            price: number;
                            deposit?: number;
                            subsidy?: number;
                        }[];
                        /** @default [] */
                        unavailable_dates?: string[];
                        special_prices?: {
                            date: string;
                            price: number;
                        }[];
                        raised_prices?: {
                            date: string;
                            price: number;
                        }[];
                        res_type_id?: number;
                        activity_type_name?: string | null;
                        activity_start_date?: string | null;
                        deadline?: string | null;
                        /** @default false */
                        has_chair?: boolean;
                        /** @default false */
                        has_power?: boolean;
                        /** @default false */
                        has_tent?: boolean;
                        /** @default false */
                        leaflet?: boolean;
                        /** @default false */
                        overnight_material?: boolean;
                        /** @default [] */
                        special_requirements?: string[];
                        /** @default  */
                        tag?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            booth_ids: number[];
                        };
                    };
                };
            };
        };
    };
    postManagedResourcesByIdOffSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            is_online: boolean;
                        };
                    };
                };
            };
        };
    };
    postManagedResourcesByIdOnSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            is_online: boolean;
                        };
                    };
                };
            };
        };
    };
    getManagedBoothsByIdCalendar: {
        parameters: {
            query: {
                start: string;
                end: string;
                lease_term_type_id: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            selling_resource_id: number;
                            lease_term_type_id: number;
                            today: string;
                            days: {
                                date: string;
                                price: number;
                                /** @enum {string} */
                                price_source: "raised" | "rule" | "special" | "term" | "none";
                                price_rule_id: number | null;
                                available: boolean;
                                reason: string | null;
                                held: number;
                                count: number;
                                unavailable: boolean;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getPriceRules: {
        parameters: {
            query?: {
                selling_resource_id?: number;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                name: string;
                                selling_resource_ids: number[];
                                booths: {
                                    id: number;
                                    field_name: string;
                                    size: string;
                                    custom_dimension: string;
                                }[];
                                lease_term_type_id: number;
                                lease_term_type: string;
                                start: string;
                                end: string;
                                weekdays: number[];
                                price: number | null;
                                raise_percent: number | null;
                                created_at: string;
                                created_by: {
                                    id: number;
                                    name: string;
                                    mobile: string;
                                };
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postPriceRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    selling_resource_ids: number[];
                    lease_term_type_id: number;
                    start: string;
                    end: string;
                    weekdays: number[];
                    price?: number | null;
                    raise_percent?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    putPriceRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    selling_resource_ids: number[];
                    lease_term_type_id: number;
                    start: string;
                    end: string;
                    weekdays: number[];
                    price?: number | null;
                    raise_percent?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    deletePriceRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    postPriceRulesByIdOver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            end: string;
                        };
                    };
                };
            };
        };
    };
    getSupplierAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            owner: {
                                id: number;
                                name: string;
                                mobile: string;
                            };
                            actor: {
                                id: number;
                                name: string;
                                mobile: string;
                            };
                            is_child: boolean;
                            permissions: ("orders" | "venues")[];
                        };
                    };
                };
            };
        };
    };
    getChildAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            user_id: number;
                            mobile: string;
                            name: string;
                            permissions: ("orders" | "venues")[];
                            created_at: string;
                        }[];
                    };
                };
            };
        };
    };
    postChildAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: string;
                    name: string;
                    permissions: ("orders" | "venues")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    putChildAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    permissions: ("orders" | "venues")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    deleteChildAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getSupplierActions: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                owner_id: number;
                                actor: {
                                    id: number;
                                    name: string;
                                    mobile: string;
                                };
                                action: string;
                                target: string;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getSupplierHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            month: string;
                            paid_amount: number;
                            finished_amount: number;
                            to_review_count: number;
                            to_review: {
                                id: number;
                                order_id: number;
                                order_num: string;
                                /** @enum {string} */
                                status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                                status_name: string;
                                /** @enum {string} */
                                order_type?: "normal" | "enquiry";
                                enquiry_id?: number | null;
                                selling_resource_id: number;
                                top_physical_id: number;
                                field_name: string;
                                pic_url: string;
                                lease_term_type: string;
                                size: string;
                                custom_dimension: string;
                                lease_term_type_id: number;
                                count: number;
                                count_of_time_unit: number;
                                dates: {
                                    date: string;
                                    endDate: string;
                                    price: number;
                                }[];
                                datesStr: string;
                                start: string;
                                end: string;
                                amount: number;
                                subsidy: number;
                                coupon: number;
                                integral: number;
                                payable: number;
                                deposit: number;
                                leave_words: string;
                                reject_reason: string | null;
                                paid_at: string | null;
                                reviewed_at: string | null;
                                group_status: number | null;
                                group_purchase_id: number | null;
                                order: {
                                    id: number;
                                    order_num: string;
                                    contact: string;
                                    mobile: string;
                                    created_at: string;
                                };
                                review_deadline: string | null;
                                reviewable: boolean;
                            }[];
                            venue_count: number;
                            booth_count: number;
                            unanswered_enquiry_count: number;
                        };
                    };
                };
            };
        };
    };
    getSupplierHomeOccupancy: {
        parameters: {
            query: {
                month: string;
                selling_resource_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            month: string;
                            booths: {
                                id: number;
                                field_name: string;
                                size: string;
                                custom_dimension: string;
                                count: number;
                                is_online: boolean;
                                days: {
                                    date: string;
                                    held: number;
                                    unavailable: boolean;
                                }[];
                            }[];
                        };
                    };
                };
            };
        };
    };
    getOrderItemsCount: {
        parameters: {
            query?: {
                status?: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            count: number;
                            by_status: {
                                [key: string]: number;
                            };
                        };
                    };
                };
            };
        };
    };
    getSupplierComments: {
        parameters: {
            query?: {
                replied?: "0" | "1";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                top_physical_id: number;
                                field_name: string;
                                author_name: string;
                                score: number;
                                content: string;
                                images: string[];
                                reply: string | null;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postSupplierCommentsByIdReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reply: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            top_physical_id: number;
                            field_name: string;
                            author_name: string;
                            score: number;
                            content: string;
                            images: string[];
                            reply: string | null;
                            created_at: string;
                        };
                    };
                };
            };
        };
    };
    getSupplierEnquiries: {
        parameters: {
            query?: {
                status?: "unquoted" | "quoted";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                sid: number;
                                top_physical_id: number;
                                field_name: string;
                                size: string;
                                custom_dimension: string;
                                name: string;
                                mobile: string;
                                dates: string[];
                                lease_term_type_id: number | null;
                                created_at: string;
                                quote: {
                                    id: number;
                                    lease_term_type_id: number;
                                    lease_term_type: string;
                                    dates: string[];
                                    price: number;
                                    amount: number;
                                    deposit: number;
                                    note: string;
                                    expires_at: string;
                                    /** @enum {string} */
                                    status: "valid" | "expired" | "ordered";
                                    created_at: string;
                                } | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postSupplierEnquiriesByIdQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lease_term_type_id: number;
                    dates: string[];
                    price: number;
                    deposit?: number;
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            lease_term_type_id: number;
                            lease_term_type: string;
                            dates: string[];
                            price: number;
                            amount: number;
                            deposit: number;
                            note: string;
                            expires_at: string;
                            /** @enum {string} */
                            status: "valid" | "expired" | "ordered";
                            created_at: string;
                        };
                    };
                };
            };
        };
    };
    getCommentsPending: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                pageSize?: number;
                city_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                field_order_item_id: number;
                                field_name: string;
                                price: number;
                                pic_url: string;
                                order_id: number;
                                order_num: string;
                                top_physical_id: number;
                                size: string;
                                lease_term_type: string;
                                start: string;
                                end: string;
                                finished_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getComments: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                order_item_id: number;
                                top_physical_id: number;
                                field_name: string;
                                pic_url: string;
                                rating: number;
                                content: string;
                                images: string[];
                                reply: string | null;
                                created_at: string;
                                coupon: {
                                    id: number;
                                    coupon_id: number;
                                    text: string;
                                    amount: number;
                                    end_at: string;
                                } | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_item_id: number;
                    rating: number;
                    content: string;
                    /** @default [] */
                    images?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            order_item_id: number;
                            top_physical_id: number;
                            field_name: string;
                            pic_url: string;
                            rating: number;
                            content: string;
                            images: string[];
                            reply: string | null;
                            created_at: string;
                            coupon: {
                                id: number;
                                coupon_id: number;
                                text: string;
                                amount: number;
                                end_at: string;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    getCommentsOrderItemsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            item: {
                                field_order_item_id: number;
                                field_name: string;
                                price: number;
                                pic_url: string;
                                order_id: number;
                                order_num: string;
                                top_physical_id: number;
                                size: string;
                                lease_term_type: string;
                                start: string;
                                end: string;
                                finished_at: string;
                            };
                            can_comment: boolean;
                            comment: {
                                id: number;
                                order_item_id: number;
                                top_physical_id: number;
                                field_name: string;
                                pic_url: string;
                                rating: number;
                                content: string;
                                images: string[];
                                reply: string | null;
                                created_at: string;
                                coupon: {
                                    id: number;
                                    coupon_id: number;
                                    text: string;
                                    amount: number;
                                    end_at: string;
                                } | null;
                            } | null;
                            reward: {
                                text: string;
                                amount: number;
                                min_chars: number;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    getUserMessages: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                unread?: "0" | "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                type: string;
                                title: string;
                                body: string;
                                /** @enum {string|null} */
                                target_type: "order" | "venue" | "demand" | "invoice" | "application" | "wallet" | "comments" | "after_sale" | null;
                                target_id: number | null;
                                is_read: 0 | 1;
                                read_at: string | null;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            unread_count: number;
                        };
                    };
                };
            };
        };
    };
    putUserMessagesReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            unread_count: number;
                        };
                    };
                };
            };
        };
    };
    putUserMessagesByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            unread_count: number;
                        };
                    };
                };
            };
        };
    };
    deleteUserMessagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            unread_count: number;
                        };
                    };
                };
            };
        };
    };
    getOperatorUsers: {
        parameters: {
            query?: {
                keyword?: string;
                role?: "business" | "property" | "agent" | "facilitator" | "operator";
                status?: "active" | "frozen";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                mobile: string;
                                name: string;
                                roles: ("business" | "property" | "agent" | "facilitator" | "operator")[];
                                frozen: boolean;
                                frozen_at: string | null;
                                frozen_reason: string | null;
                                order_count: number;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOperatorUsersByIdFreeze: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            mobile: string;
                            name: string;
                            roles: ("business" | "property" | "agent" | "facilitator" | "operator")[];
                            frozen: boolean;
                            frozen_at: string | null;
                            frozen_reason: string | null;
                            order_count: number;
                            created_at: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorUsersByIdUnfreeze: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            mobile: string;
                            name: string;
                            roles: ("business" | "property" | "agent" | "facilitator" | "operator")[];
                            frozen: boolean;
                            frozen_at: string | null;
                            frozen_reason: string | null;
                            order_count: number;
                            created_at: string;
                        };
                    };
                };
            };
        };
    };
    putOperatorUsersByIdRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    roles: ("business" | "property" | "agent" | "facilitator" | "operator")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            mobile: string;
                            name: string;
                            roles: ("business" | "property" | "agent" | "facilitator" | "operator")[];
                            frozen: boolean;
                            frozen_at: string | null;
                            frozen_reason: string | null;
                            order_count: number;
                            created_at: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorAuditLogs: {
        parameters: {
            query?: {
                actor?: number;
                actor_keyword?: string;
                action?: string;
                target_type?: string;
                target_id?: string;
                start?: string;
                end?: string;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                operator_id: number | null;
                                operator: {
                                    mobile: string;
                                    name: string;
                                } | null;
                                action: string;
                                target: string;
                                target_type: string;
                                target_id: string;
                                before: unknown;
                                after: unknown;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getOperatorAuditLog: {
        parameters: {
            query?: {
                actor?: number;
                actor_keyword?: string;
                action?: string;
                target_type?: string;
                target_id?: string;
                start?: string;
                end?: string;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                operator_id: number | null;
                                operator: {
                                    mobile: string;
                                    name: string;
                                } | null;
                                action: string;
                                target: string;
                                target_type: string;
                                target_id: string;
                                before: unknown;
                                after: unknown;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getOperatorFeedbacks: {
        parameters: {
            query?: {
                status?: "open" | "handled";
                feedback_type?: number;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                feedback_type: number;
                                content: string;
                                /** @enum {string} */
                                status: "open" | "handled";
                                reply: string | null;
                                user: {
                                    id: number;
                                    mobile: string;
                                    name: string;
                                };
                                community: {
                                    id: number;
                                    name: string;
                                } | null;
                                venue: {
                                    id: number;
                                    name: string;
                                } | null;
                                created_at: string;
                                handled_at: string | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOperatorFeedbacksByIdHandle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reply?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            feedback_type: number;
                            content: string;
                            /** @enum {string} */
                            status: "open" | "handled";
                            reply: string | null;
                            user: {
                                id: number;
                                mobile: string;
                                name: string;
                            };
                            community: {
                                id: number;
                                name: string;
                            } | null;
                            venue: {
                                id: number;
                                name: string;
                            } | null;
                            created_at: string;
                            handled_at: string | null;
                        };
                    };
                };
            };
        };
    };
    getArticleTypes: {
        parameters: {
            query?: {
                kind?: "help" | "recruitment" | "company_news" | "industry_news" | "company" | "agreement";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            kind: "help" | "recruitment" | "company_news" | "industry_news" | "company" | "agreement";
                        }[];
                    };
                };
            };
        };
    };
    getArticles: {
        parameters: {
            query?: {
                article_type_id?: number;
                article_type_display_name?: string;
                with_content?: number;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                article_type_id: number;
                                title: string;
                                name: string;
                                summary: string;
                                cover_url: string | null;
                                published_at: string | null;
                                content?: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getArticlesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            article_type_id: number;
                            title: string;
                            name: string;
                            summary: string;
                            cover_url: string | null;
                            published_at: string | null;
                            content: string;
                            article_type: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                kind: "help" | "recruitment" | "company_news" | "industry_news" | "company" | "agreement";
                            };
                            previous: {
                                id: number;
                                title: string;
                            } | null;
                            next: {
                                id: number;
                                title: string;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    getAgreementsByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: "user" | "privacy";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            article_type_id: number;
                            title: string;
                            name: string;
                            summary: string;
                            cover_url: string | null;
                            published_at: string | null;
                            content: string;
                            article_type: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                kind: "help" | "recruitment" | "company_news" | "industry_news" | "company" | "agreement";
                            };
                            previous: {
                                id: number;
                                title: string;
                            } | null;
                            next: {
                                id: number;
                                title: string;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    getThemeSections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: string;
                            title: string;
                            text: string;
                            query: {
                                [key: string]: string | number;
                            };
                        }[];
                    };
                };
            };
        };
    };
    getHomeModules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            /** @enum {string} */
                            key: "category" | "trading_area" | "subsidy" | "no_deposit";
                            label: string;
                            enabled: boolean;
                        }[];
                    };
                };
            };
        };
    };
    getHomeInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            intros: {
                                1: {
                                    heading: string;
                                    summary: string;
                                    points: {
                                        title: string;
                                        text: string;
                                    }[];
                                };
                                2: {
                                    heading: string;
                                    summary: string;
                                    points: {
                                        title: string;
                                        text: string;
                                    }[];
                                };
                                3: {
                                    heading: string;
                                    summary: string;
                                    points: {
                                        title: string;
                                        text: string;
                                    }[];
                                };
                            };
                            steps: string[];
                        };
                    };
                };
            };
        };
    };
    getOperatorArticles: {
        parameters: {
            query?: {
                article_type_id?: number;
                status?: "published" | "draft";
                keyword?: string;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                article_type_id: number;
                                title: string;
                                name: string;
                                summary: string;
                                cover_url: string | null;
                                published_at: string | null;
                                content: string;
                                /** @enum {string} */
                                status: "published" | "draft";
                                sort: number;
                                article_type_name: string;
                                updated_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOperatorArticles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    article_type_id: number;
                    title: string;
                    content: string;
                    summary?: string;
                    cover_url?: string | null;
                    /**
                     * @default published
                     * @enum {string}
                     */
                    status?: "published" | "draft";
                    /** @default 0 */
                    sort?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            article_type_id: number;
                            title: string;
                            name: string;
                            summary: string;
                            cover_url: string | null;
                            published_at: string | null;
                            content: string;
                            /** @enum {string} */
                            status: "published" | "draft";
                            sort: number;
                            article_type_name: string;
                            updated_at: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorArticlesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            article_type_id: number;
                            title: string;
                            name: string;
                            summary: string;
                            cover_url: string | null;
                            published_at: string | null;
                            content: string;
                            /** @enum {string} */
                            status: "published" | "draft";
                            sort: number;
                            article_type_name: string;
                            updated_at: string;
                        };
                    };
                };
            };
        };
    };
    putOperatorArticlesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    article_type_id: number;
                    title: string;
                    content: string;
                    summary?: string;
                    cover_url?: string | null;
                    /**
                     * @default published
                     * @enum {string}
                     */
                    status?: "published" | "draft";
                    /** @default 0 */
                    sort?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            article_type_id: number;
                            title: string;
                            name: string;
                            summary: string;
                            cover_url: string | null;
                            published_at: string | null;
                            content: string;
                            /** @enum {string} */
                            status: "published" | "draft";
                            sort: number;
                            article_type_name: string;
                            updated_at: string;
                        };
                    };
                };
            };
        };
    };
    deleteOperatorArticlesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getOperatorHotWords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            city_id: number | null;
                            city_name: string | null;
                            sort: number;
                        }[];
                    };
                };
            };
        };
    };
    postOperatorHotWords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default null */
                    city_id?: number | null;
                    /** @default 0 */
                    sort?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            city_id: number | null;
                            city_name: string | null;
                            sort: number;
                        };
                    };
                };
            };
        };
    };
    putOperatorHotWordsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default null */
                    city_id?: number | null;
                    /** @default 0 */
                    sort?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            city_id: number | null;
                            city_name: string | null;
                            sort: number;
                        };
                    };
                };
            };
        };
    };
    deleteOperatorHotWordsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getOperatorContentBlocksByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: "theme_sections" | "home_modules" | "home_info";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putOperatorContentBlocksByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: "theme_sections" | "home_modules" | "home_info";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getOperatorActivityCases: {
        parameters: {
            query?: {
                keyword?: string;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                type_id: number;
                                title: string;
                                /** @default  */
                                brand: string;
                                cover_url: string;
                                city_id: number;
                                /** @default  */
                                summary: string;
                                /** @default  */
                                content: string;
                                /** @default [] */
                                images: string[];
                                held_on: string;
                                /** @default 0 */
                                sort: number;
                                id: number;
                                type_name: string;
                                city_name: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOperatorActivityCases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type_id: number;
                    title: string;
                    /** @default  */
                    brand?: string;
                    cover_url: string;
                    city_id: number;
                    /** @default  */
                    summary?: string;
                    /** @default  */
                    content?: string;
                    /** @default [] */
                    images?: string[];
                    held_on: string;
                    /** @default 0 */
                    sort?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            type_id: number;
                            title: string;
                            /** @default  */
                            brand: string;
                            cover_url: string;
                            city_id: number;
                            /** @default  */
                            summary: string;
                            /** @default  */
                            content: string;
                            /** @default [] */
                            images: string[];
                            held_on: string;
                            /** @default 0 */
                            sort: number;
                            id: number;
                            type_name: string;
                            city_name: string;
                        };
                    };
                };
            };
        };
    };
    putOperatorActivityCasesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type_id: number;
                    title: string;
                    /** @default  */
                    brand?: string;
                    cover_url: string;
                    city_id: number;
                    /** @default  */
                    summary?: string;
                    /** @default  */
                    content?: string;
                    /** @default [] */
                    images?: string[];
                    held_on: string;
                    /** @default 0 */
                    sort?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            type_id: number;
                            title: string;
                            /** @default  */
                            brand: string;
                            cover_url: string;
                            city_id: number;
                            /** @default  */
                            summary: string;
                            /** @default  */
                            content: string;
                            /** @default [] */
                            images: string[];
                            held_on: string;
                            /** @default 0 */
                            sort: number;
                            id: number;
                            type_name: string;
                            city_name: string;
                        };
                    };
                };
            };
        };
    };
    deleteOperatorActivityCasesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getAppealCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            cities: {
                                id: number;
                                name: string;
                            }[];
                            community_types: {
                                id: number;
                                name: string;
                            }[];
                            spread_ways: {
                                id: number;
                                name: string;
                            }[];
                            industries: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getAppeal: {
        parameters: {
            query?: {
                page_city_id?: number;
                community_type_id?: number;
                start?: string;
                end?: string;
                min_single_field_budget?: number;
                max_single_field_budget?: number;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                name: string;
                                mobile: string;
                                product: string;
                                single_field_budget: number | null;
                                single_field_budget_fen: number | null;
                                minimum_area: number | null;
                                maximum_area: number | null;
                                start: string | null;
                                end: string | null;
                                cities: {
                                    id: number;
                                    name: string;
                                }[];
                                community_types: {
                                    id: number;
                                    name: string;
                                }[];
                                accepted_count: number;
                                max_acceptances: number;
                                full: boolean;
                                /** @enum {string} */
                                status: "open" | "contacted" | "closed";
                                status_name: string;
                                is_home: boolean;
                                created_at: string;
                                is_mine: boolean;
                                accepted_by_me: boolean;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postAppeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default pc
                     * @enum {string}
                     */
                    channel?: "pc";
                    is_home?: 0 | 1;
                    name?: string | null;
                    mobile?: string | null;
                    captcha?: string | null;
                    product?: string | null;
                    minimum_area?: (string | number) | null;
                    maximum_area?: (string | number) | null;
                    single_field_budget?: (string | number) | null;
                    start?: string | null;
                    end?: string | null;
                    city_ids?: number[];
                    community_type_ids?: number[];
                    spread_way_ids?: number[];
                    industry_ids?: number[];
                    community_resource_id?: number | null;
                    physical_resource_id?: number | null;
                    power?: 0 | 1;
                    carport?: 0 | 1;
                    stay_overnight?: 0 | 1;
                    leaflet?: 0 | 1;
                    establish?: 0 | 1;
                    part_time_job?: 0 | 1;
                    ex_description?: string | null;
                    pic_url?: string[];
                    images?: string[];
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            token?: string;
                        };
                    };
                };
            };
        };
    };
    getAppealMine: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                name: string;
                                mobile: string;
                                product: string;
                                single_field_budget: number | null;
                                single_field_budget_fen: number | null;
                                minimum_area: number | null;
                                maximum_area: number | null;
                                start: string | null;
                                end: string | null;
                                cities: {
                                    id: number;
                                    name: string;
                                }[];
                                community_types: {
                                    id: number;
                                    name: string;
                                }[];
                                accepted_count: number;
                                max_acceptances: number;
                                full: boolean;
                                /** @enum {string} */
                                status: "open" | "contacted" | "closed";
                                status_name: string;
                                is_home: boolean;
                                created_at: string;
                                is_mine: boolean;
                                accepted_by_me: boolean;
                                spread_ways: {
                                    id: number;
                                    name: string;
                                }[];
                                industries: {
                                    id: number;
                                    name: string;
                                }[];
                                power: number;
                                carport: number;
                                stay_overnight: number;
                                leaflet: number;
                                establish: number;
                                part_time_job: number;
                                ex_description: string;
                                pic_url: string[];
                                community: {
                                    id: number;
                                    name: string;
                                } | null;
                                physical_resource: {
                                    id: number;
                                    top_physical_id: number;
                                    name: string;
                                } | null;
                                receivers?: {
                                    name: string;
                                    mobile: string;
                                    created_at: string;
                                }[];
                                follow_note: string | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getAppealById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            mobile: string;
                            product: string;
                            single_field_budget: number | null;
                            single_field_budget_fen: number | null;
                            minimum_area: number | null;
                            maximum_area: number | null;
                            start: string | null;
                            end: string | null;
                            cities: {
                                id: number;
                                name: string;
                            }[];
                            community_types: {
                                id: number;
                                name: string;
                            }[];
                            accepted_count: number;
                            max_acceptances: number;
                            full: boolean;
                            /** @enum {string} */
                            status: "open" | "contacted" | "closed";
                            status_name: string;
                            is_home: boolean;
                            created_at: string;
                            is_mine: boolean;
                            accepted_by_me: boolean;
                            spread_ways: {
                                id: number;
                                name: string;
                            }[];
                            industries: {
                                id: number;
                                name: string;
                            }[];
                            power: number;
                            carport: number;
                            stay_overnight: number;
                            leaflet: number;
                            establish: number;
                            part_time_job: number;
                            ex_description: string;
                            pic_url: string[];
                            community: {
                                id: number;
                                name: string;
                            } | null;
                            physical_resource: {
                                id: number;
                                top_physical_id: number;
                                name: string;
                            } | null;
                            receivers?: {
                                name: string;
                                mobile: string;
                                created_at: string;
                            }[];
                            follow_note: string | null;
                        };
                    };
                };
            };
        };
    };
    postReceiveAppealById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    mobile?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            accepted_count: number;
                            full: boolean;
                        };
                    };
                };
            };
        };
    };
    getOperatorAppeals: {
        parameters: {
            query?: {
                status?: "open" | "contacted" | "closed";
                city_id?: number;
                keyword?: string;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                name: string;
                                mobile: string;
                                product: string;
                                single_field_budget: number | null;
                                single_field_budget_fen: number | null;
                                minimum_area: number | null;
                                maximum_area: number | null;
                                start: string | null;
                                end: string | null;
                                cities: {
                                    id: number;
                                    name: string;
                                }[];
                                community_types: {
                                    id: number;
                                    name: string;
                                }[];
                                accepted_count: number;
                                max_acceptances: number;
                                full: boolean;
                                /** @enum {string} */
                                status: "open" | "contacted" | "closed";
                                status_name: string;
                                is_home: boolean;
                                created_at: string;
                                is_mine: boolean;
                                accepted_by_me: boolean;
                                spread_ways: {
                                    id: number;
                                    name: string;
                                }[];
                                industries: {
                                    id: number;
                                    name: string;
                                }[];
                                power: number;
                                carport: number;
                                stay_overnight: number;
                                leaflet: number;
                                establish: number;
                                part_time_job: number;
                                ex_description: string;
                                pic_url: string[];
                                community: {
                                    id: number;
                                    name: string;
                                } | null;
                                physical_resource: {
                                    id: number;
                                    top_physical_id: number;
                                    name: string;
                                } | null;
                                receivers?: {
                                    name: string;
                                    mobile: string;
                                    created_at: string;
                                }[];
                                follow_note: string | null;
                                owner: {
                                    id: number;
                                    mobile: string;
                                    name: string;
                                };
                                follow_ups: {
                                    /** @enum {string} */
                                    from_status: "open" | "contacted" | "closed";
                                    /** @enum {string} */
                                    to_status: "open" | "contacted" | "closed";
                                    note: string;
                                    operator: string;
                                    created_at: string;
                                }[];
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOperatorAppealsByIdFollowUp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "contacted" | "closed";
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            mobile: string;
                            product: string;
                            single_field_budget: number | null;
                            single_field_budget_fen: number | null;
                            minimum_area: number | null;
                            maximum_area: number | null;
                            start: string | null;
                            end: string | null;
                            cities: {
                                id: number;
                                name: string;
                            }[];
                            community_types: {
                                id: number;
                                name: string;
                            }[];
                            accepted_count: number;
                            max_acceptances: number;
                            full: boolean;
                            /** @enum {string} */
                            status: "open" | "contacted" | "closed";
                            status_name: string;
                            is_home: boolean;
                            created_at: string;
                            is_mine: boolean;
                            accepted_by_me: boolean;
                            spread_ways: {
                                id: number;
                                name: string;
                            }[];
                            industries: {
                                id: number;
                                name: string;
                            }[];
                            power: number;
                            carport: number;
                            stay_overnight: number;
                            leaflet: number;
                            establish: number;
                            part_time_job: number;
                            ex_description: string;
                            pic_url: string[];
                            community: {
                                id: number;
                                name: string;
                            } | null;
                            physical_resource: {
                                id: number;
                                top_physical_id: number;
                                name: string;
                            } | null;
                            receivers?: {
                                name: string;
                                mobile: string;
                                created_at: string;
                            }[];
                            follow_note: string | null;
                            owner: {
                                id: number;
                                mobile: string;
                                name: string;
                            };
                            follow_ups: {
                                /** @enum {string} */
                                from_status: "open" | "contacted" | "closed";
                                /** @enum {string} */
                                to_status: "open" | "contacted" | "closed";
                                note: string;
                                operator: string;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAuthPasswordLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            token: string;
                            user: {
                                id: number;
                                mobile: string;
                                name: string;
                                roles: ("business" | "property" | "agent" | "facilitator" | "operator")[];
                            };
                        };
                    };
                };
            };
        };
    };
    getUsersProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            mobile: string;
                            product: string;
                            email: string | null;
                            is_subscribe: boolean;
                            has_password: boolean;
                            company_id: number | null;
                        };
                    };
                };
            };
        };
    };
    putUsersProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    product?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            mobile: string;
                            product: string;
                            email: string | null;
                            is_subscribe: boolean;
                            has_password: boolean;
                            company_id: number | null;
                        };
                    };
                };
            };
        };
    };
    putUsersPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    captcha?: string | null;
                    old_password?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            /** @enum {boolean} */
                            has_password: true;
                        };
                    };
                };
            };
        };
    };
    putUsersByIdEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string | null;
                    is_subscribe?: boolean | 0 | 1 | "0" | "1";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            email: string;
                            is_subscribe: boolean;
                            coupon: {
                                id: number;
                                coupon_id: number;
                                text: string;
                                amount: number;
                                end_at: string;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    putEmailSavedByIdCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            coupon: {
                                id: number;
                                coupon_id: number;
                                text: string;
                                amount: number;
                                end_at: string;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    getAddresses: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                name: string;
                                mobile: string;
                                is_default: boolean;
                                province_id: number;
                                city_id: number;
                                district_id: number;
                                province: string;
                                city: string;
                                district: string;
                                address: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    mobile?: string | null;
                    is_default?: boolean | 0 | 1 | "0" | "1";
                    province_id?: number | null;
                    city_id?: number | null;
                    district_id?: number | null;
                    address?: string | null;
                    province?: (number | string) | null;
                    city?: (number | string) | null;
                    district?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            mobile: string;
                            is_default: boolean;
                            province_id: number;
                            city_id: number;
                            district_id: number;
                            province: string;
                            city: string;
                            district: string;
                            address: string;
                        };
                    };
                };
            };
        };
    };
    putAddressesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    mobile?: string | null;
                    is_default?: boolean | 0 | 1 | "0" | "1";
                    province_id?: number | null;
                    city_id?: number | null;
                    district_id?: number | null;
                    address?: string | null;
                    province?: (number | string) | null;
                    city?: (number | string) | null;
                    district?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            mobile: string;
                            is_default: boolean;
                            province_id: number;
                            city_id: number;
                            district_id: number;
                            province: string;
                            city: string;
                            district: string;
                            address: string;
                        };
                    };
                };
            };
        };
    };
    deleteAddressesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getInvoiceTitles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                type: number;
                                type_name: string;
                                title: string;
                                tax_code: string;
                                address: string;
                                phone: string;
                                bank: string;
                                account: string;
                                is_default: boolean;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postInvoiceTitles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type: number;
                    title?: string | null;
                    tax_code?: string | null;
                    address?: string | null;
                    phone?: string | null;
                    bank?: string | null;
                    account?: string | null;
                    is_default?: boolean | 0 | 1 | "0" | "1";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            type: number;
                            type_name: string;
                            title: string;
                            tax_code: string;
                            address: string;
                            phone: string;
                            bank: string;
                            account: string;
                            is_default: boolean;
                        };
                    };
                };
            };
        };
    };
    putInvoiceTitlesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type: number;
                    title?: string | null;
                    tax_code?: string | null;
                    address?: string | null;
                    phone?: string | null;
                    bank?: string | null;
                    account?: string | null;
                    is_default?: boolean | 0 | 1 | "0" | "1";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            type: number;
                            type_name: string;
                            title: string;
                            tax_code: string;
                            address: string;
                            phone: string;
                            bank: string;
                            account: string;
                            is_default: boolean;
                        };
                    };
                };
            };
        };
    };
    deleteInvoiceTitlesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getInvoices: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                status?: "requested" | "issued";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                order_id: number;
                                order_num: string;
                                amount: number;
                                /** @enum {string} */
                                status: "requested" | "issued";
                                status_name: string;
                                title: {
                                    type: number;
                                    type_name: string;
                                    title: string;
                                    tax_code: string;
                                };
                                invoice_no: string | null;
                                requested_at: string;
                                issued_at: string | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_id: number;
                    invoice_title_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            order_id: number;
                            order_num: string;
                            amount: number;
                            /** @enum {string} */
                            status: "requested" | "issued";
                            status_name: string;
                            title: {
                                type: number;
                                type_name: string;
                                title: string;
                                tax_code: string;
                            };
                            invoice_no: string | null;
                            requested_at: string;
                            issued_at: string | null;
                        };
                    };
                };
            };
        };
    };
    getInvoicesOrders: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                order_id: number;
                                order_num: string;
                                status: string;
                                field_names: string[];
                                amount: number;
                                opens_on: string;
                                can_request: boolean;
                                reason: string | null;
                                invoice: {
                                    id: number;
                                    /** @enum {string} */
                                    status: "requested" | "issued";
                                } | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getInvoicesByIdDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getOperatorInvoices: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                status?: "requested" | "issued";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                order_id: number;
                                order_num: string;
                                amount: number;
                                /** @enum {string} */
                                status: "requested" | "issued";
                                status_name: string;
                                title: {
                                    type: number;
                                    type_name: string;
                                    title: string;
                                    tax_code: string;
                                    address: string;
                                    phone: string;
                                    bank: string;
                                    account: string;
                                };
                                invoice_no: string | null;
                                requested_at: string;
                                issued_at: string | null;
                                buyer_mobile: string;
                                buyer_name: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOperatorInvoicesByIdIssue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    file_url: string;
                    invoice_no?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            /** @enum {string} */
                            status: "issued";
                            issued_at: string;
                            invoice_no: string | null;
                        };
                    };
                };
            };
        };
    };
    getOperatorInvoicesByIdDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getCompanyInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            licence_url: string;
                            industry_id: number;
                            industry_parent_id: number;
                            industry: string;
                            province_id: number;
                            city_id: number;
                            district_id: number;
                            province: string;
                            city: string;
                            district: string;
                            address: string;
                            updated_at: string;
                        } | null;
                    };
                };
            };
        };
    };
    putCompanyInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    licence_url?: string | null;
                    industry_id?: number | null;
                    province_id?: number | null;
                    city_id?: number | null;
                    district_id?: number | null;
                    address?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            licence_url: string;
                            industry_id: number;
                            industry_parent_id: number;
                            industry: string;
                            province_id: number;
                            city_id: number;
                            district_id: number;
                            province: string;
                            city: string;
                            district: string;
                            address: string;
                            updated_at: string;
                        };
                    };
                };
            };
        };
    };
    getCompaniesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                            industry: string;
                            province: string;
                            city: string;
                            district: string;
                            address: string;
                            has_licence: boolean;
                            venue_count: number;
                            community_count: number;
                        };
                    };
                };
            };
        };
    };
    getCompaniesByIdVenues: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                top_physical_id: number;
                                name: string;
                                floor_price: number;
                                max_price: number;
                                floor_day_price: number;
                                order_quantity: number;
                                community_img: {
                                    pic_url: string;
                                };
                                /** @enum {string} */
                                type: "selling_resource" | "physical_resource" | "community_resource";
                                latitude: number;
                                longitude: number;
                                city_id: number;
                                district_id: number;
                                district_name: string;
                                trading_area_name: string | null;
                                community_id: number;
                                community_name: string;
                                address: string;
                                field_type: {
                                    id: number;
                                    display_name: string;
                                };
                                community_type: {
                                    id: number;
                                    name: string;
                                };
                                indoor: boolean;
                                area: number;
                                person_flow: number;
                                year: number | null;
                                has_panorama: boolean;
                                is_enquiry: boolean;
                                is_proprietary: boolean;
                                labels: {
                                    id: number;
                                    name: string;
                                }[];
                                distance: number | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getGroupsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            number_of_group_purchase_now: number;
                            origin_price: number;
                            price: number;
                            min_members: number;
                            max_members: number;
                            deadline: string;
                            flag: 1 | 2;
                            /** @enum {string} */
                            status: "open" | "closed" | "succeeded" | "failed";
                            status_name: string;
                            seats_left: number;
                            selling_resource_id: number;
                            top_physical_id: number;
                            lease_term_type_id: number;
                            lease_term_type: string;
                            dates: string[];
                            field_name: string;
                            community_name: string;
                            size: string;
                            custom_dimension: string;
                            pic_url: string;
                            total_price: number;
                            total_origin_price: number;
                            deposit: number;
                            created_at: string;
                            resolved_at: string | null;
                        };
                    };
                };
            };
        };
    };
    getGroupPurchases: {
        parameters: {
            query?: {
                group_purchase_id?: number;
                page?: number;
                page_size?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                number_of_group_purchase_now: number;
                                origin_price: number;
                                price: number;
                                min_members: number;
                                max_members: number;
                                deadline: string;
                                flag: 1 | 2;
                                /** @enum {string} */
                                status: "open" | "closed" | "succeeded" | "failed";
                                status_name: string;
                                seats_left: number;
                                selling_resource_id: number;
                                top_physical_id: number;
                                lease_term_type_id: number;
                                lease_term_type: string;
                                dates: string[];
                                field_name: string;
                                community_name: string;
                                size: string;
                                custom_dimension: string;
                                pic_url: string;
                                total_price: number;
                                total_origin_price: number;
                                deposit: number;
                                created_at: string;
                                resolved_at: string | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getGroups: {
        parameters: {
            query?: {
                status?: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                order: {
                                    id: number;
                                    order_num: string;
                                    /** @enum {string} */
                                    status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                                    status_name: string;
                                    total_amount: number;
                                    subsidy: number;
                                    total_deposit: number;
                                    coupon: number;
                                    integral: number;
                                    points: number;
                                    actual_fee: number;
                                    contact: string;
                                    mobile: string;
                                    address: string;
                                    offline_pay: boolean;
                                    offline_status: number;
                                    voucher_image_url: string[];
                                    created_at: string;
                                    expires_at: string;
                                    paid_at: string | null;
                                    can_cancel: boolean;
                                    type: number;
                                    delegated: number;
                                    resources: {
                                        id: number;
                                        order_id: number;
                                        order_num: string;
                                        /** @enum {string} */
                                        status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                                        status_name: string;
                                        /** @enum {string} */
                                        order_type?: "normal" | "enquiry";
                                        enquiry_id?: number | null;
                                        selling_resource_id: number;
                                        top_physical_id: number;
                                        field_name: string;
                                        pic_url: string;
                                        lease_term_type: string;
                                        size: string;
                                        custom_dimension: string;
                                        lease_term_type_id: number;
                                        count: number;
                                        count_of_time_unit: number;
                                        dates: {
                                            date: string;
                                            endDate: string;
                                            price: number;
                                        }[];
                                        datesStr: string;
                                        start: string;
                                        end: string;
                                        amount: number;
                                        subsidy: number;
                                        coupon: number;
                                        integral: number;
                                        payable: number;
                                        deposit: number;
                                        leave_words: string;
                                        reject_reason: string | null;
                                        paid_at: string | null;
                                        reviewed_at: string | null;
                                        group_status: number | null;
                                        group_purchase_id: number | null;
                                    }[];
                                };
                                group: {
                                    id: number;
                                    number_of_group_purchase_now: number;
                                    origin_price: number;
                                    price: number;
                                    min_members: number;
                                    max_members: number;
                                    deadline: string;
                                    flag: 1 | 2;
                                    /** @enum {string} */
                                    status: "open" | "closed" | "succeeded" | "failed";
                                    status_name: string;
                                    seats_left: number;
                                    selling_resource_id: number;
                                    top_physical_id: number;
                                    lease_term_type_id: number;
                                    lease_term_type: string;
                                    dates: string[];
                                    field_name: string;
                                    community_name: string;
                                    size: string;
                                    custom_dimension: string;
                                    pic_url: string;
                                    total_price: number;
                                    total_origin_price: number;
                                    deposit: number;
                                    created_at: string;
                                    resolved_at: string | null;
                                };
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getOperatorGroupPurchases: {
        parameters: {
            query?: {
                status?: "open" | "closed" | "succeeded" | "failed";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                number_of_group_purchase_now: number;
                                origin_price: number;
                                price: number;
                                min_members: number;
                                max_members: number;
                                deadline: string;
                                flag: 1 | 2;
                                /** @enum {string} */
                                status: "open" | "closed" | "succeeded" | "failed";
                                status_name: string;
                                seats_left: number;
                                selling_resource_id: number;
                                top_physical_id: number;
                                lease_term_type_id: number;
                                lease_term_type: string;
                                dates: string[];
                                field_name: string;
                                community_name: string;
                                size: string;
                                custom_dimension: string;
                                pic_url: string;
                                total_price: number;
                                total_origin_price: number;
                                deposit: number;
                                created_at: string;
                                resolved_at: string | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOperatorGroupPurchases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    selling_resource_id: number;
                    lease_term_type_id: number;
                    dates: string[];
                    price: number;
                    origin_price: number;
                    min_members: number;
                    max_members: number;
                    deadline: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    postOperatorBigOrdersPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product?: string | null;
                    approach_time?: string | null;
                    exit_time?: string | null;
                    has_build?: number | null;
                    build_height?: (string | number) | null;
                    industries?: {
                        parent_id: number;
                        id: number;
                    }[];
                    complete_industries?: {
                        parent_id: number;
                        id: number;
                    }[];
                    material_types?: number[];
                    purposes?: number[];
                    promotion_purposes?: number[];
                    spread_ways?: number[];
                    /** @default [] */
                    design_files?: {
                        /** @default  */
                        name?: string;
                        url: string;
                    }[];
                    /** @default [] */
                    licence_images?: string[];
                    /** @default [] */
                    licence_files?: string[];
                    /** @default [] */
                    brand_authorizations?: string[];
                    /** @default [] */
                    images?: string[];
                    resources: {
                        id: number;
                        /** @default 1 */
                        count?: number;
                        count_of_time_unit?: unknown;
                        dates: {
                            term_type_id: number;
                            date: string;
                            endDate?: string | null;
                            period?: unknown;
                            custom_dimension?: string | null;
                        }[];
                        leave_words?: string | null;
                        coupon_id?: number | null;
                        enquiry_id?: number | null;
                        group_purchase_id?: number | null;
                        size?: string | null;
                    }[];
                    contact?: string | null;
                    mobile?: string | null;
                    address?: (string | {
                        name?: string | null;
                        mobile?: string | null;
                        province?: string | null;
                        city?: string | null;
                        district?: string | null;
                        address?: string | null;
                    }) | null;
                    buyer_mobile: string;
                    total_actual_price?: number;
                    /** @default 1 */
                    delegated?: number;
                    /** @default 2 */
                    type?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            total_amount: number;
                            subsidy: number;
                            total_deposit: number;
                            coupon: number;
                            integral: number;
                            points: number;
                            total_actual_price: number;
                            lines: {
                                index: number;
                                selling_resource_id: number;
                                community_id: number;
                                field_type_id: number;
                                field_name: string;
                                lease_term_type_name: string;
                                size: string;
                                custom_dimension: string;
                                lease_term_type_id: number;
                                count: number;
                                count_of_time_unit: number;
                                dates: {
                                    date: string;
                                    endDate: string;
                                    price: number;
                                }[];
                                amount: number;
                                subsidy: number;
                                coupon: number;
                                integral: number;
                                payable: number;
                                deposit: number;
                            }[];
                            problems: {
                                index: number | null;
                                field: string;
                                date: string | null;
                                message: string;
                            }[];
                            can_submit: boolean;
                            buyer: {
                                id: number;
                                mobile: string;
                                name: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getOperatorBigOrders: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                order_num: string;
                                /** @enum {string} */
                                status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                                status_name: string;
                                total_amount: number;
                                subsidy: number;
                                total_deposit: number;
                                coupon: number;
                                integral: number;
                                points: number;
                                actual_fee: number;
                                contact: string;
                                mobile: string;
                                address: string;
                                offline_pay: boolean;
                                offline_status: number;
                                voucher_image_url: string[];
                                created_at: string;
                                expires_at: string;
                                paid_at: string | null;
                                can_cancel: boolean;
                                type: number;
                                delegated: number;
                                resources: {
                                    id: number;
                                    order_id: number;
                                    order_num: string;
                                    /** @enum {string} */
                                    status: "submitted" | "paid" | "approved" | "rejected" | "executing" | "finished" | "cancelled";
                                    status_name: string;
                                    /** @enum {string} */
                                    order_type?: "normal" | "enquiry";
                                    enquiry_id?: number | null;
                                    selling_resource_id: number;
                                    top_physical_id: number;
                                    field_name: string;
                                    pic_url: string;
                                    lease_term_type: string;
                                    size: string;
                                    custom_dimension: string;
                                    lease_term_type_id: number;
                                    count: number;
                                    count_of_time_unit: number;
                                    dates: {
                                        date: string;
                                        endDate: string;
                                        price: number;
                                    }[];
                                    datesStr: string;
                                    start: string;
                                    end: string;
                                    amount: number;
                                    subsidy: number;
                                    coupon: number;
                                    integral: number;
                                    payable: number;
                                    deposit: number;
                                    leave_words: string;
                                    reject_reason: string | null;
                                    paid_at: string | null;
                                    reviewed_at: string | null;
                                    group_status: number | null;
                                    group_purchase_id: number | null;
                                }[];
                                buyer: {
                                    id: number;
                                    mobile: string;
                                    name: string;
                                };
                                placed_by: number;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOperatorBigOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product?: string | null;
                    approach_time?: string | null;
                    exit_time?: string | null;
                    has_build?: number | null;
                    build_height?: (string | number) | null;
                    industries?: {
                        parent_id: number;
                        id: number;
                    }[];
                    complete_industries?: {
                        parent_id: number;
                        id: number;
                    }[];
                    material_types?: number[];
                    purposes?: number[];
                    promotion_purposes?: number[];
                    spread_ways?: number[];
                    /** @default [] */
                    design_files?: {
                        /** @default  */
                        name?: string;
                        url: string;
                    }[];
                    /** @default [] */
                    licence_images?: string[];
                    /** @default [] */
                    licence_files?: string[];
                    /** @default [] */
                    brand_authorizations?: string[];
                    /** @default [] */
                    images?: string[];
                    resources: {
                        id: number;
                        /** @default 1 */
                        count?: number;
                        count_of_time_unit?: unknown;
                        dates: {
                            term_type_id: number;
                            date: string;
                            endDate?: string | null;
                            period?: unknown;
                            custom_dimension?: string | null;
                        }[];
                        leave_words?: string | null;
                        coupon_id?: number | null;
                        enquiry_id?: number | null;
                        group_purchase_id?: number | null;
                        size?: string | null;
                    }[];
                    contact?: string | null;
                    mobile?: string | null;
                    address?: (string | {
                        name?: string | null;
                        mobile?: string | null;
                        province?: string | null;
                        city?: string | null;
                        district?: string | null;
                        address?: string | null;
                    }) | null;
                    buyer_mobile: string;
                    total_actual_price?: number;
                    /** @default 1 */
                    delegated?: number;
                    /** @default 2 */
                    type?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            order_num: string;
                            actual_fee: number;
                        };
                    };
                };
            };
        };
    };
    getAuthByProviderAuthorize: {
        parameters: {
            query?: {
                from?: string;
            };
            header?: never;
            path: {
                provider: "wechat" | "qq";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            url: string;
                        };
                    };
                };
            };
        };
    };
    postAuthByProviderLogin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "wechat" | "qq";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    state: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            token?: string;
                            user?: {
                                id: number;
                                mobile: string;
                                name: string;
                                roles: ("business" | "property" | "agent" | "facilitator" | "operator")[];
                            };
                            bind_token?: string;
                            /** @enum {string} */
                            provider: "wechat" | "qq";
                            nickname: string;
                            from: string;
                        };
                    };
                };
            };
        };
    };
    postAuthBindMobile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bind_token: string;
                    account: string;
                    captcha: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            token: string;
                            user: {
                                id: number;
                                mobile: string;
                                name: string;
                                roles: ("business" | "property" | "agent" | "facilitator" | "operator")[];
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthUnbindWechat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        /** @enum {string|null} */
                        result: null;
                    };
                };
            };
        };
    };
    postAuthUnbindQq: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        /** @enum {string|null} */
                        result: null;
                    };
                };
            };
        };
    };
    getUsersCurrentOauthBindings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            /** @enum {string} */
                            provider: "wechat" | "qq";
                            nickname: string;
                            bound_at: string;
                        }[];
                    };
                };
            };
        };
    };
    postDevWechatSandboxAuthorize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    state: string;
                    openid: string;
                    /** @default  */
                    nickname?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            redirect: string;
                        };
                    };
                };
            };
        };
    };
    postDevQqSandboxAuthorize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    state: string;
                    openid: string;
                    /** @default  */
                    nickname?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            redirect: string;
                        };
                    };
                };
            };
        };
    };
    getPurchasedResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            top_physical_id: number;
                            name: string;
                            community_name: string;
                            last_date: string;
                            times: number;
                            selling_resource_id: number;
                            size: string;
                            pic_url: string;
                        }[];
                    };
                };
            };
        };
    };
    getSupplierBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            pending: number;
                            available: number;
                            withdrawing: number;
                            withdrawn: number;
                        };
                    };
                };
            };
        };
    };
    getSupplierEarnings: {
        parameters: {
            query?: {
                status?: "pending" | "available" | "withdrawn" | "reversed";
                month?: string;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                order_item_id: number;
                                order_id: number;
                                order_num: string;
                                field_name: string;
                                first_date: string;
                                last_date: string;
                                /** @enum {string} */
                                kind: "earning" | "refund" | "case" | "deposit";
                                gross: number;
                                commission: number;
                                net: number;
                                rate: number;
                                /** @enum {string} */
                                status: "pending" | "available" | "withdrawn" | "reversed";
                                available_at: string;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getSupplierIncomeByMonth: {
        parameters: {
            query?: {
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            month: string;
                            gross: number;
                            commission: number;
                            net: number;
                        }[];
                    };
                };
            };
        };
    };
    getSupplierBankAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            account_name: string;
                            bank_name: string;
                            account_number: string;
                            created_at: string;
                        }[];
                    };
                };
            };
        };
    };
    postSupplierBankAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account_name: string;
                    bank_name: string;
                    account_number: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    deleteSupplierBankAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getSupplierWithdrawals: {
        parameters: {
            query?: {
                status?: "pending" | "paid" | "refused";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                supplier_id: number;
                                amount: number;
                                /** @enum {string} */
                                status: "pending" | "paid" | "refused";
                                bank_account: {
                                    id: number;
                                    account_name: string;
                                    bank_name: string;
                                    account_number: string;
                                };
                                /** @enum {string|null} */
                                channel: "bank" | "alipay" | null;
                                reference: string | null;
                                reason: string | null;
                                decided_at: string | null;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postSupplierWithdrawals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    bank_account_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getSupplierStatements: {
        parameters: {
            query: {
                month: string;
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                };
            };
        };
    };
    getOperatorCommissionRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            supplier_id: number | null;
                            category_id: number | null;
                            rate: number;
                            supplier_name: string | null;
                            category_name: string | null;
                            created_at: string;
                        }[];
                    };
                };
            };
        };
    };
    postOperatorCommissionRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    supplier_id?: number | null;
                    category_id?: number | null;
                    rate: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getOperatorCommissionRulesHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            supplier_id: number | null;
                            category_id: number | null;
                            rate: number;
                            supplier_name: string | null;
                            category_name: string | null;
                            created_at: string;
                            deleted_at: string | null;
                            created_by: string | null;
                            deleted_by: string | null;
                        }[];
                    };
                };
            };
        };
    };
    deleteOperatorCommissionRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getOperatorWithdrawals: {
        parameters: {
            query?: {
                status?: "pending" | "paid" | "refused";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                supplier_id: number;
                                amount: number;
                                /** @enum {string} */
                                status: "pending" | "paid" | "refused";
                                bank_account: {
                                    id: number;
                                    account_name: string;
                                    bank_name: string;
                                    account_number: string;
                                };
                                /** @enum {string|null} */
                                channel: "bank" | "alipay" | null;
                                reference: string | null;
                                reason: string | null;
                                decided_at: string | null;
                                created_at: string;
                                supplier_name: string;
                                supplier_mobile: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getOperatorWithdrawalsBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
        };
    };
    postOperatorWithdrawalsByIdPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            supplier_id: number;
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "paid" | "refused";
                            bank_account: {
                                id: number;
                                account_name: string;
                                bank_name: string;
                                account_number: string;
                            };
                            /** @enum {string|null} */
                            channel: "bank" | "alipay" | null;
                            reference: string | null;
                            reason: string | null;
                            decided_at: string | null;
                            created_at: string;
                            supplier_name: string;
                            supplier_mobile: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorWithdrawalsByIdAlipayTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            supplier_id: number;
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "paid" | "refused";
                            bank_account: {
                                id: number;
                                account_name: string;
                                bank_name: string;
                                account_number: string;
                            };
                            /** @enum {string|null} */
                            channel: "bank" | "alipay" | null;
                            reference: string | null;
                            reason: string | null;
                            decided_at: string | null;
                            created_at: string;
                            supplier_name: string;
                            supplier_mobile: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorWithdrawalsByIdRefuse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            supplier_id: number;
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "paid" | "refused";
                            bank_account: {
                                id: number;
                                account_name: string;
                                bank_name: string;
                                account_number: string;
                            };
                            /** @enum {string|null} */
                            channel: "bank" | "alipay" | null;
                            reference: string | null;
                            reason: string | null;
                            decided_at: string | null;
                            created_at: string;
                            supplier_name: string;
                            supplier_mobile: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorFinance: {
        parameters: {
            query?: {
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            commission_by_month: {
                                month: string;
                                gross: number;
                                commission: number;
                                net: number;
                            }[];
                            owed: {
                                pending: number;
                                available: number;
                                total: number;
                            };
                            withdrawals_in_flight: {
                                count: number;
                                amount: number;
                            };
                            suppliers: {
                                pending: number;
                                available: number;
                                withdrawing: number;
                                withdrawn: number;
                                supplier_id: number;
                                supplier_name: string;
                            }[];
                            reconciliation: {
                                paid_orders: number;
                                refunds: number;
                                deposits_returned: number;
                                supplier_nets: number;
                                commission: number;
                                platform_funded: number;
                                still_held: number;
                                difference: number;
                                checks: {
                                    key: string;
                                    label: string;
                                    expected: number;
                                    actual: number;
                                    difference: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
    };
    postOperatorOrderItemsByIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            refunded: number;
                            /** @enum {string} */
                            earning: "reversed" | "negative_entry" | "none";
                        };
                    };
                };
            };
        };
    };
    getContracts: {
        parameters: {
            query?: {
                order_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            order_item_id: number;
                            order_id: number;
                            order_num: string;
                            contract_num: string;
                            /** @enum {string} */
                            status: "awaiting_signatures" | "signed" | "void";
                            signed_by: ("buyer" | "supplier")[];
                            signers: {
                                /** @enum {string} */
                                role: "buyer" | "supplier";
                                name: string;
                                signed_at: string;
                            }[];
                            /** @enum {string|null} */
                            my_role: "buyer" | "supplier" | null;
                            may_sign: boolean;
                            field_name: string;
                            buyer_name: string;
                            supplier_name: string;
                            created_at: string;
                        }[];
                    };
                };
            };
        };
    };
    getContractsByIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postContractsByIdSign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    captcha: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            order_item_id: number;
                            order_id: number;
                            order_num: string;
                            contract_num: string;
                            /** @enum {string} */
                            status: "awaiting_signatures" | "signed" | "void";
                            signed_by: ("buyer" | "supplier")[];
                            signers: {
                                /** @enum {string} */
                                role: "buyer" | "supplier";
                                name: string;
                                signed_at: string;
                            }[];
                            /** @enum {string|null} */
                            my_role: "buyer" | "supplier" | null;
                            may_sign: boolean;
                            field_name: string;
                            buyer_name: string;
                            supplier_name: string;
                            created_at: string;
                        };
                    };
                };
            };
        };
    };
    getContractsByIdCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            url: string;
                            /** @enum {string} */
                            result: "signed" | "pending";
                            signers: {
                                /** @enum {string} */
                                role: "buyer" | "supplier";
                                name: string;
                                signed_at: string;
                            }[];
                            /** @enum {string} */
                            status: "awaiting_signatures" | "signed" | "void";
                            provider: string | null;
                        };
                    };
                };
            };
        };
    };
    getOperatorContracts: {
        parameters: {
            query?: {
                status?: "awaiting_signatures" | "signed" | "void";
                keyword?: string;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                order_item_id: number;
                                order_id: number;
                                order_num: string;
                                contract_num: string;
                                /** @enum {string} */
                                status: "awaiting_signatures" | "signed" | "void";
                                signed_by: ("buyer" | "supplier")[];
                                signers: {
                                    /** @enum {string} */
                                    role: "buyer" | "supplier";
                                    name: string;
                                    signed_at: string;
                                }[];
                                /** @enum {string|null} */
                                my_role: "buyer" | "supplier" | null;
                                may_sign: boolean;
                                field_name: string;
                                buyer_name: string;
                                supplier_name: string;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    getOperatorContractTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            title: string;
                            body: string;
                            terms: string;
                            updated_at: string | null;
                            placeholders: {
                                name: string;
                                meaning: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    putOperatorContractTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                    /** @default  */
                    terms?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            title: string;
                            body: string;
                            terms: string;
                            updated_at: string | null;
                            placeholders: {
                                name: string;
                                meaning: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getOrderItemsByIdDeliveryProofs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            images: string[];
                            note: string;
                            created_at: string;
                        }[];
                    };
                };
            };
        };
    };
    postOrderItemsByIdDeliveryProofs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    images: string[];
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    getAfterSalesReasons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
        };
    };
    getAfterSales: {
        parameters: {
            query?: {
                role?: "buyer" | "supplier";
                status?: "awaiting_supplier" | "countered" | "refused" | "arbitration" | "refunded" | "closed" | "cancelled";
                order_id?: number;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                order_id: number;
                                order_item_id: number;
                                order_num: string;
                                field_name: string;
                                reason: string;
                                /** @enum {string} */
                                status: "awaiting_supplier" | "countered" | "refused" | "arbitration" | "refunded" | "closed" | "cancelled";
                                amount: number;
                                agreed_amount: number | null;
                                respond_by: string | null;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postAfterSales: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_item_id: number;
                    reason_id: number;
                    description: string;
                    /** @default [] */
                    images?: string[];
                    amount: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            /** @enum {string} */
                            status: "awaiting_supplier" | "countered" | "refused" | "arbitration" | "refunded" | "closed" | "cancelled";
                            respond_by: string;
                        };
                    };
                };
            };
        };
    };
    getAfterSalesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            order_id: number;
                            order_item_id: number;
                            order_num: string;
                            field_name: string;
                            reason: string;
                            /** @enum {string} */
                            status: "awaiting_supplier" | "countered" | "refused" | "arbitration" | "refunded" | "closed" | "cancelled";
                            amount: number;
                            agreed_amount: number | null;
                            respond_by: string | null;
                            created_at: string;
                            reason_id: number;
                            description: string;
                            images: string[];
                            refundable: number;
                            refunded_amount: number;
                            decision_note: string | null;
                            escalated_at: string | null;
                            buyer_name: string;
                            supplier_name: string;
                            timeline: {
                                /** @enum {string} */
                                actor: "buyer" | "supplier" | "operator" | "system";
                                action: string;
                                action_name: string;
                                amount?: number;
                                note?: string;
                                images?: string[];
                                at: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAfterSalesByIdRespond: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "agree" | "counter" | "refuse";
                    amount?: number;
                    note?: string;
                    /** @default [] */
                    images?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            /** @enum {string} */
                            status: "awaiting_supplier" | "countered" | "refused" | "arbitration" | "refunded" | "closed" | "cancelled";
                            agreed_amount: number | null;
                            refunded: number;
                        };
                    };
                };
            };
        };
    };
    postAfterSalesByIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            /** @enum {string} */
                            status: "awaiting_supplier" | "countered" | "refused" | "arbitration" | "refunded" | "closed" | "cancelled";
                            agreed_amount: number | null;
                            refunded: number;
                        };
                    };
                };
            };
        };
    };
    postAfterSalesByIdEscalate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            /** @enum {string} */
                            status: "awaiting_supplier" | "countered" | "refused" | "arbitration" | "refunded" | "closed" | "cancelled";
                            agreed_amount: number | null;
                            refunded: number;
                        };
                    };
                };
            };
        };
    };
    postAfterSalesByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            /** @enum {string} */
                            status: "awaiting_supplier" | "countered" | "refused" | "arbitration" | "refunded" | "closed" | "cancelled";
                            agreed_amount: number | null;
                            refunded: number;
                        };
                    };
                };
            };
        };
    };
    getOperatorAfterSales: {
        parameters: {
            query?: {
                status?: "awaiting_supplier" | "countered" | "refused" | "arbitration" | "refunded" | "closed" | "cancelled";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                order_id: number;
                                order_item_id: number;
                                order_num: string;
                                field_name: string;
                                reason: string;
                                /** @enum {string} */
                                status: "awaiting_supplier" | "countered" | "refused" | "arbitration" | "refunded" | "closed" | "cancelled";
                                amount: number;
                                agreed_amount: number | null;
                                respond_by: string | null;
                                created_at: string;
                                buyer_name: string;
                                supplier_name: string;
                                decide_by: string | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOperatorAfterSalesByIdDecide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            /** @enum {string} */
                            status: "awaiting_supplier" | "countered" | "refused" | "arbitration" | "refunded" | "closed" | "cancelled";
                            agreed_amount: number | null;
                            refunded: number;
                        };
                    };
                };
            };
        };
    };
    getOrderItemsByIdDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            deposit: number;
                            /** @enum {string} */
                            status: "held" | "claimed" | "refunded";
                            refunded: number;
                            deducted: number;
                            release_at: string | null;
                            claim: {
                                id: number;
                                amount: number;
                                reason: string;
                                images: string[];
                                /** @enum {string} */
                                status: "claimed" | "accepted" | "disputed" | "decided";
                                decided_amount: number | null;
                                created_at: string;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    postOrderItemsByIdDepositClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    reason: string;
                    /** @default [] */
                    images?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                        };
                    };
                };
            };
        };
    };
    postDepositClaimsByIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            /** @enum {string} */
                            status: "claimed" | "accepted" | "disputed" | "decided";
                            refunded: number;
                            deducted: number;
                        };
                    };
                };
            };
        };
    };
    postDepositClaimsByIdDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            /** @enum {string} */
                            status: "claimed" | "accepted" | "disputed" | "decided";
                            refunded: number;
                            deducted: number;
                        };
                    };
                };
            };
        };
    };
    getOperatorDepositClaims: {
        parameters: {
            query?: {
                status?: "claimed" | "accepted" | "disputed" | "decided";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                amount: number;
                                reason: string;
                                images: string[];
                                /** @enum {string} */
                                status: "claimed" | "accepted" | "disputed" | "decided";
                                decided_amount: number | null;
                                created_at: string;
                                order_id: number;
                                order_item_id: number;
                                order_num: string;
                                deposit: number;
                                buyer_name: string;
                                supplier_name: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
        };
    };
    postOperatorDepositClaimsByIdDecide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            /** @enum {string} */
                            status: "claimed" | "accepted" | "disputed" | "decided";
                            refunded: number;
                            deducted: number;
                        };
                    };
                };
            };
        };
    };
    getUsersCurrentNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            sms: boolean;
                            email: boolean;
                        };
                    };
                };
            };
        };
    };
    putUsersCurrentNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sms: boolean;
                    email: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            sms: boolean;
                            email: boolean;
                        };
                    };
                };
            };
        };
    };
    getOperatorNotificationDeliveries: {
        parameters: {
            query?: {
                status?: "queued" | "sending" | "sent" | "dead";
                channel?: "sms" | "email";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            data: {
                                id: number;
                                kind: string;
                                /** @enum {string} */
                                channel: "sms" | "email";
                                user_id: number;
                                address: string;
                                subject: string;
                                body: string;
                                order_id: number | null;
                                /** @enum {string} */
                                status: "queued" | "sending" | "sent" | "dead";
                                attempts: number;
                                last_error: string | null;
                                next_attempt_at: string;
                                sent_at: string | null;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            counts: {
                                queued: number;
                                sending: number;
                                sent: number;
                                dead: number;
                            };
                        };
                    };
                };
            };
        };
    };
    postOperatorNotificationDeliveriesByIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            kind: string;
                            /** @enum {string} */
                            channel: "sms" | "email";
                            user_id: number;
                            address: string;
                            subject: string;
                            body: string;
                            order_id: number | null;
                            /** @enum {string} */
                            status: "queued" | "sending" | "sent" | "dead";
                            attempts: number;
                            last_error: string | null;
                            next_attempt_at: string;
                            sent_at: string | null;
                            created_at: string;
                        };
                    };
                };
            };
        };
    };
    getDevMailOutbox: {
        parameters: {
            query: {
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            id: number;
                            to: string;
                            subject: string;
                            text: string;
                            html: string | null;
                            kind: string;
                            sent_at: string;
                        }[];
                    };
                };
            };
        };
    };
    postFieldsByTopPhysicalIdViews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                top_physical_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    visitor_id?: string;
                } | null;
            };
        };
        responses: {
            /** @description 已记录 */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
        };
    };
    getOperatorInsights: {
        parameters: {
            query: {
                from: string;
                to: string;
                group_by?: "day" | "city" | "category";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            totals: {
                                gmv: number;
                                paid_orders: number;
                                commission: number;
                                refunds: number;
                                buyers: number;
                            };
                            series: {
                                key: string;
                                name: string;
                                gmv: number;
                                paid_orders: number;
                                commission: number;
                            }[];
                            funnel: {
                                views: number;
                                cart_adds: number;
                                orders: number;
                                paid: number;
                            };
                            review: {
                                median_minutes: number;
                                overdue: number;
                            };
                            top_venues: {
                                physical_resource_id: number;
                                name: string;
                                city: string;
                                supplier_name: string;
                                gmv: number;
                                paid_orders: number;
                            }[];
                            top_suppliers: {
                                supplier_id: number;
                                name: string;
                                gmv: number;
                                paid_orders: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getSupplierInsights: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        msg: string;
                        result: {
                            totals: {
                                views: number;
                                enquiries: number;
                                paid_orders: number;
                                gross: number;
                                net: number;
                            };
                            by_venue: {
                                physical_resource_id: number;
                                name: string;
                                views: number;
                                enquiries: number;
                                paid_orders: number;
                                gross: number;
                                occupancy: number;
                            }[];
                            series: {
                                key: string;
                                views: number;
                                paid_orders: number;
                                gross: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postOrdersPayAlipay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getDevAlipaySandboxGateway: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postDevAlipaySandboxGateway: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getDevAlipaySandboxQrByOuttradeno: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                outTradeNo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postDevAlipaySandboxPay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getDevWechatSandboxConnectQrconnect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getDevWechatSandboxConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postDevWechatSandboxConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getDevWechatSandboxSnsOauth2AccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getDevWechatSandboxSnsUserinfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getDevQqSandboxOauth20Authorize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getDevQqSandboxConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postDevQqSandboxConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getDevQqSandboxOauth20Token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getDevQqSandboxOauth20Me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getDevQqSandboxUserGetUserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
