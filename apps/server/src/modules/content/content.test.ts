import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { sanitizeArticleHtml, summaryOf } from './sanitize-html';

let t: TestContext;
let operator: { userId: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t, '13700009101', ['business', 'operator']);
  await t.deps.pool.query(
    `insert into provinces (id, name) values (9, '上海市'); insert into cities (id, province_id, name, en_name, domain_name, latitude, longitude, sort) values (90, 9, '上海', 'Shanghai', 'sh', 31.23, 121.47, 0)`,
  );
});
afterAll(async () => {
  await t.close();
});

const publish = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/operator/articles', headers: bearer(operator.token), payload });

describe('sanitising article HTML', () => {
  it.each([
    ['<p>你好<script>alert(1)</script></p>', '<p>你好</p>'],
    ['<p onclick="steal()" onmouseover="x()">点我</p>', '<p>点我</p>'],
    ['<img src="/files/a.png" onerror="alert(1)" alt="图">', '<img src="/files/a.png" alt="图" />'],
    ['<a href="javascript:alert(1)">链接</a>', '<a>链接</a>'],
    ['<a href="JaVaScRiPt:alert(1)">链接</a>', '<a>链接</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">链接</a>', '<a>链接</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['<img src="//evil.example/x.png">', '<img />'],
    ['<iframe src="https://evil.example"></iframe><p>正文</p>', '<p>正文</p>'],
    ['<style>body{display:none}</style><p style="color:red">正文</p>', '<p>正文</p>'],
    ['<a href="https://example.com" target="_blank">外链</a>', '<a href="https://example.com" target="_blank" rel="noopener noreferrer">外链</a>'],
    ['<h1>标题</h1><ul><li>一</li></ul>', '<h2>标题</h2><ul><li>一</li></ul>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeArticleHtml(input)).toBe(output);
  });

  it('makes a summary from the text', () => {
    expect(summaryOf('<p>第一段&amp;</p><p>第二段</p>')).toBe('第一段& 第二段');
    expect(summaryOf(`<p>${'字'.repeat(120)}</p>`)).toBe(`${'字'.repeat(100)}…`);
  });
});

describe('articles', () => {
  it('stores what an operator posts sanitised, and a visitor reads it', async () => {
    const created = await publish({
      article_type_id: 1,
      title: '如何预订场地',
      content: '<p onclick="x()">先选场地<script>alert(1)</script></p><a href="javascript:alert(1)">点此</a><img src="/files/x.png" onerror="alert(1)">',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().msg).toBe('发布成功');
    const id = created.json().result.id as number;
    const stored = (await t.deps.pool.query('select content, summary from articles where id = $1', [id])).rows[0];
    expect(stored.content).toBe('<p>先选场地</p><a>点此</a><img src="/files/x.png" />');
    expect(stored.summary).toBe('先选场地 点此');

    const detail = (await t.app.inject({ method: 'GET', url: `/api/articles/${id}` })).json().result;
    expect(detail).toMatchObject({
      id,
      title: '如何预订场地',
      name: '如何预订场地',
      content: stored.content,
      article_type: { id: 1, name: '新手指南', kind: 'help' },
    });
    const list = (await t.app.inject({ method: 'GET', url: '/api/articles?article_type_id=1&with_content=1' })).json().result;
    expect(list.data).toEqual([expect.objectContaining({ id, name: '如何预订场地', content: stored.content })]);
    const types = (await t.app.inject({ method: 'GET', url: '/api/article_types?kind=help' })).json().result;
    expect(types.map((type: { name: string }) => type.name)).toEqual(['新手指南', '预订与支付', '订单与售后', '发票与合同', '供应商指南']);
  });

  it('lists company news (17) four per page, newest first, until the last page', async () => {
    for (let i = 1; i <= 9; i += 1) {
      t.clock.advance(60_000);
      expect((await publish({ article_type_id: 17, title: `公司新闻${i}`, content: `<p>第${i}条新闻</p>` })).statusCode).toBe(201);
    }
    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      pages.push((await t.app.inject({ method: 'GET', url: `/api/articles?article_type_id=17&page=${page}&page_size=4` })).json().result);
    }
    expect(pages.map((page) => page.data.map((item: { title: string }) => item.title))).toEqual([
      ['公司新闻9', '公司新闻8', '公司新闻7', '公司新闻6'],
      ['公司新闻5', '公司新闻4', '公司新闻3', '公司新闻2'],
      ['公司新闻1'],
    ]);
    expect(pages[0]).toMatchObject({ total: 9, page: 1, page_size: 4 });
    expect(pages[0].data[0]).toEqual({
      id: expect.any(Number),
      article_type_id: 17,
      title: '公司新闻9',
      name: '公司新闻9',
      summary: '第9条新闻',
      cover_url: null,
      published_at: expect.stringMatching(/\+08:00$/),
    });
    // Industry news by display name (docs/spec/product-spec.md section 7).
    await publish({ article_type_id: 18, title: '行业观察', content: '<p>线下推广回暖</p>' });
    const industry = (await t.app.inject({ method: 'GET', url: `/api/articles?article_type_display_name=${encodeURIComponent('行业新闻')}` })).json().result;
    expect(industry.data.map((item: { title: string }) => item.title)).toEqual(['行业观察']);
    // Neighbours in the list order.
    const middle = pages[1].data[0].id as number;
    const detail = (await t.app.inject({ method: 'GET', url: `/api/articles/${middle}` })).json().result;
    expect(detail.previous.title).toBe('公司新闻6');
    expect(detail.next.title).toBe('公司新闻4');
  });

  it('hides drafts from the public, publishes them later, and audits every change', async () => {
    const draft = (await publish({ article_type_id: 10, title: '招聘：运营专员', content: '<p>岗位职责</p>', status: 'draft' })).json().result;
    expect((await t.app.inject({ method: 'GET', url: `/api/articles/${draft.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/articles?article_type_id=10' })).json().result.total).toBe(0);
    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/articles/${draft.id}`,
      headers: bearer(operator.token),
      payload: { article_type_id: 10, title: '招聘：运营专员', content: '<p>岗位职责</p>', status: 'published' },
    });
    expect(published.json().result.status).toBe('published');
    expect((await t.app.inject({ method: 'GET', url: '/api/articles?article_type_id=10' })).json().result.total).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/operator/articles/${draft.id}`, headers: bearer(operator.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/articles/${draft.id}` })).statusCode).toBe(404);
    const log = (
      await t.app.inject({ method: 'GET', url: `/api/operator/audit_logs?target_type=article&target_id=${draft.id}`, headers: bearer(operator.token) })
    ).json().result;
    expect(log.data.map((entry: { action: string }) => entry.action)).toEqual(['article.delete', 'article.publish', 'article.create']);
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const before = (await t.deps.pool.query('select count(*)::int as n from articles')).rows[0].n;
    for (const [payload, message] of [
      [{ article_type_id: 99, title: '标题', content: '<p>x</p>' }, '文章分类不存在'],
      [{ article_type_id: 1, title: '', content: '<p>x</p>' }, '请输入标题'],
      [{ article_type_id: 1, title: '标'.repeat(61), content: '<p>x</p>' }, '标题不能超过60个字'],
      [{ article_type_id: 1, title: '标题', content: '<script>alert(1)</script>' }, '请输入正文'],
      [{ article_type_id: 1, title: '标题', content: '<p>x</p>', cover_url: 'javascript:alert(1)' }, '封面图格式不正确'],
    ] as const) {
      const response = await publish(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().msg).toBe(message);
    }
    expect((await t.deps.pool.query('select count(*)::int as n from articles')).rows[0].n).toBe(before);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/operator/articles/999999',
          headers: bearer(operator.token),
          payload: { article_type_id: 1, title: 'x', content: '<p>x</p>' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('hot words and content blocks', () => {
  it('an operator’s hot word shows in the header list of its city; duplicates are refused', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/operator/hot_words',
      headers: bearer(operator.token),
      payload: { name: '快闪店', city_id: 90, sort: 0 },
    });
    expect(created.statusCode).toBe(201);
    const words = (await t.app.inject({ method: 'GET', url: '/api/hot_words?city_id=90' })).json().result;
    expect(words.map((word: { name: string }) => word.name)).toContain('快闪店');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/operator/hot_words',
      headers: bearer(operator.token),
      payload: { name: '快闪店', city_id: 90 },
    });
    expect(again.json()).toMatchObject({ code: 409, msg: '该城市已有这个热词' });
    const id = created.json().result.id;
    await t.app.inject({ method: 'DELETE', url: `/api/operator/hot_words/${id}`, headers: bearer(operator.token) });
    expect((await t.app.inject({ method: 'GET', url: '/api/hot_words?city_id=90' })).json().result.map((word: { name: string }) => word.name)).not.toContain(
      '快闪店',
    );
  });

  it('serves the default theme sections, home modules and home info until an operator saves new ones', async () => {
    const themes = (await t.app.inject({ method: 'GET', url: '/api/theme_sections' })).json().result;
    expect(themes[0]).toMatchObject({ id: 'theme-hot', title: '人气场地' });
    const modules = (await t.app.inject({ method: 'GET', url: '/api/home_modules' })).json().result;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/content_blocks/home_modules',
      headers: bearer(operator.token),
      payload: [{ ...modules[2], label: '政府补贴' }, modules[0], modules[1], { ...modules[3], enabled: false }],
    });
    expect(saved.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/home_modules' })).json().result;
    expect(after.map((module: { label: string; enabled: boolean }) => `${module.label}:${module.enabled}`)).toEqual([
      '政府补贴:true',
      '按类型找场地:true',
      '热门商圈:true',
      '免押金:false',
    ]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/content_blocks/theme_sections',
      headers: bearer(operator.token),
      payload: [{ id: 'x y', title: '专题', text: '', query: {} }],
    });
    expect(bad.statusCode).toBe(422);
    const badQuery = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/content_blocks/theme_sections',
      headers: bearer(operator.token),
      payload: [{ id: 'theme-a', title: '专题', text: '', query: { drop_table: 1 } }],
    });
    expect(badQuery.json().msg).toBe('筛选条件中有不支持的参数');
    const unknown = await t.app.inject({ method: 'PUT', url: '/api/operator/content_blocks/footer', headers: bearer(operator.token), payload: {} });
    expect(unknown.statusCode).toBe(422);
    const info = (await t.app.inject({ method: 'GET', url: '/api/home_info' })).json().result;
    expect(info.intros['2'].heading).toBe('代理商入驻');
  });
});

describe('用户协议 and 隐私政策', () => {
  it('every install has both, and the operator edits them as articles', async () => {
    const user = await t.app.inject({ method: 'GET', url: '/api/agreements/user' });
    expect(user.statusCode).toBe(200);
    expect(user.json().result).toMatchObject({ title: '用户协议', article_type: { id: 30, kind: 'agreement' } });
    expect(user.json().result.content).toContain('<h2>');
    const privacy = (await t.app.inject({ method: 'GET', url: '/api/agreements/privacy' })).json().result;
    expect(privacy).toMatchObject({ title: '隐私政策', article_type: { id: 31, name: '隐私政策' } });

    const types = (await t.app.inject({ method: 'GET', url: '/api/article_types?kind=agreement' })).json().result;
    expect(types).toEqual([
      { id: 30, name: '用户协议', kind: 'agreement' },
      { id: 31, name: '隐私政策', kind: 'agreement' },
    ]);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/articles/${privacy.id}`,
      headers: bearer(operator.token),
      payload: { article_type_id: 31, title: '隐私政策', content: '<p>2026年修订版</p>', status: 'published' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/agreements/privacy' })).json().result.content).toBe('<p>2026年修订版</p>');

    const unknown = await t.app.inject({ method: 'GET', url: '/api/agreements/terms' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().msg).toMatch(/协议/);
  });
});
