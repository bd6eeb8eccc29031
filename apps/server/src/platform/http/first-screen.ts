import type { VenueCard } from '@vm/contracts/catalogue-search';
import { CARD_IMAGE_SIZES, imageSrcSet } from '@vm/domain/image-variants';

/**
 * The first screen of a landing page as plain HTML, drawn by the browser before any script (decision 0041).
 *
 * On a phone's slow network the scripts take seconds to arrive and run; until React draws, the screen was
 * blank. The server knows what the first screen shows (the page's data is in the HTML already: decision
 * 0030), so it writes a light copy of it inside `#root`: the header strip, then the page's top (the list's
 * first cards, the venue's title and first photo …). React's first render replaces it in one commit
 * (createRoot clears its container). Nothing moves for Lighthouse's layout-shift count: every element of
 * the copy is removed and the page's own are new, and they have the same boxes, so nothing jumps for the
 * eye either.
 *
 * Below antd's md breakpoint only: a desktop browser draws the scripts' page within a second and would only
 * see a flash; there the copy stays hidden (`display: none`, nothing painted).
 *
 * The copy's classes start with `fs-` and are styled by FIRST_SCREEN_STYLE, put in `<head>`: the app's
 * CSS-module class names are hashed at build time. Sizes follow the app's phone rules (site-header,
 * venue-card, home-banner, venue-list-page and venue-summary CSS modules); the page-data tests check the
 * markup is there, `e2e/tests/phone.spec.ts` that nothing of it is left once the app has drawn.
 */

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Markup already escaped. */
export class SafeHtml {
  constructor(readonly markup: string) {}
}

/** Escapes every `${…}` of a template: the markup's texts are data (venue names, places). */
export function html(strings: TemplateStringsArray, ...values: (string | number | SafeHtml | SafeHtml[] | null | undefined)[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, index) => {
    const part = Array.isArray(value)
      ? value.map((item) => item.markup).join('')
      : value instanceof SafeHtml
        ? value.markup
        : value == null
          ? ''
          : escapeHtml(String(value));
    out += part + strings[index + 1]!;
  });
  return new SafeHtml(out);
}

/** The element that holds the copy (the e2e test and the server tests look for it). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

export const FIRST_SCREEN_STYLE = `.fs{display:none}
@media (max-width:767.98px){
.fs{display:block}
.fs-h{display:grid;grid-template-columns:auto minmax(0,1fr) auto auto;grid-template-areas:'logo city cart menu' 'search search search search';align-items:center;column-gap:4px;padding:4px 8px 10px 12px;border-bottom:1px solid var(--line);background:#fff}
.fs-logo{grid-area:logo;display:flex;align-items:center;gap:6px;color:var(--brand);font-size:20px;font-weight:700;line-height:24px}
.fs-logo svg{display:block}
.fs-city{grid-area:city;justify-self:start;display:flex;align-items:center;gap:4px;height:44px;margin-left:8px;padding:0 4px;color:var(--ink-2)}
.fs-city b{color:var(--ink);font-weight:600}
.fs-cart{grid-area:cart;display:flex;align-items:center;justify-content:center;width:44px;height:44px;color:var(--brand)}
.fs-menu{grid-area:menu;display:flex;align-items:center;justify-content:center;width:44px;height:44px}
.fs-menu i{display:block;width:20px;height:2px;border-radius:1px;background:var(--ink);box-shadow:0 -6px 0 var(--ink),0 6px 0 var(--ink)}
.fs-search{grid-area:search;display:flex;height:44px;overflow:hidden;border:2px solid var(--brand);border-radius:8px;background:#fff}
.fs-search input{flex:1;min-width:0;padding:0 12px;border:0;outline:none;background:transparent;color:var(--ink);font:inherit;font-size:16px}
.fs-search button,.fs-btn{flex:none;border:0;background:var(--brand);color:#fff;font:inherit;font-size:16px;font-weight:500}
.fs-search button{width:86px;margin:-2px -2px -2px 0}
.fs-w{width:calc(100% - 24px);margin:0 auto}
.fs-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:10px}
.fs-card{display:flex;flex-direction:column;min-width:0;overflow:hidden;border-radius:8px;background:#fff;box-shadow:0 1px 2px rgba(31,35,41,.06)}
.fs-media{position:relative;aspect-ratio:5/4;background:#eef0f3}
.fs-media img{display:block;width:100%;height:100%;object-fit:cover}
.fs-badges{position:absolute;top:8px;left:8px;display:flex;gap:4px}
.fs-badges span{padding:0 8px;border-radius:11px;background:rgba(0,0,0,.55);color:#fff;font-size:14px;line-height:22px}
.fs-body{padding:10px 12px 12px}
.fs-name{margin:0;overflow:hidden;font-size:15px;font-weight:600;white-space:nowrap;text-overflow:ellipsis}
.fs-meta{margin:4px 0 8px;overflow:hidden;color:var(--ink-3);font-size:14px;white-space:nowrap;text-overflow:ellipsis}
.fs-foot{display:flex;align-items:baseline;justify-content:space-between;gap:8px;line-height:25px}
.fs-bar{display:inline-block;width:72px;background:linear-gradient(#eef0f3,#eef0f3) left center/100% 70% no-repeat}
.fs-orders{color:var(--ink-3);font-size:14px;white-space:nowrap}
.fs-list{padding:10px 0 24px}
.fs-filter{display:flex;align-items:center;justify-content:center;height:44px;border:1px solid var(--line);border-radius:8px;background:#fff;font-size:15px}
.fs-sorts{display:flex;height:44px;margin:8px 0;padding:0 4px;border-radius:8px;background:#fff;color:var(--ink-2)}
.fs-sorts span{display:flex;align-items:center;padding:0 10px}
.fs-sorts .fs-on{color:var(--brand);font-weight:600}
.fs-banner{padding:20px 0 16px;background:linear-gradient(120deg,#ff8a4c 0%,var(--brand-bright) 45%,#d9531a 100%);color:#fff;text-align:center}
.fs-banner h1{margin:0;font-size:24px;font-weight:700;letter-spacing:2px}
.fs-banner p{margin:6px 0 16px;font-size:15px;opacity:.92}
.fs-hsearch{display:flex;align-items:center;height:52px;padding:4px;border-radius:12px;background:#fff;color:var(--ink);text-align:left}
.fs-hcity{display:flex;flex:none;align-items:center;gap:6px;width:84px;height:40px;padding:0 8px;border-right:1px solid var(--line);font-size:15px}
.fs-hsearch input{flex:1;min-width:0;height:40px;padding:0 8px;border:0;outline:none;color:var(--ink);font:inherit;font-size:16px}
.fs-hsearch .fs-btn{width:96px;height:44px;border-radius:8px}
.fs-quick{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin-top:16px}
.fs-quick span{display:flex;align-items:center;height:36px;padding:0 14px;border:1px solid rgba(255,255,255,.55);border-radius:18px}
.fs-quick span:first-child{padding:0;border:0;opacity:.85}
.fs-demand{display:flex;align-items:center;justify-content:space-between;min-height:75px;margin-top:16px;padding:14px 18px;border-radius:12px;background:var(--brand-soft);color:var(--ink);text-align:left}
.fs-demand strong{display:block;color:var(--brand);font-size:16px}
.fs-demand small{color:var(--ink-3);font-size:14px}
.fs-module{margin-top:20px}
.fs-tabs{display:flex;align-items:flex-start;justify-content:space-between;gap:8px;margin-bottom:14px;white-space:nowrap}
.fs-tabs div{display:flex;flex:1;flex-wrap:wrap;min-width:0;column-gap:18px}
.fs-tabs span{box-sizing:border-box;display:flex;align-items:center;min-height:44px;padding-bottom:4px;border-bottom:3px solid transparent;color:var(--ink-2);font-size:17px}
.fs-tabs .fs-on{border-bottom-color:var(--brand);color:var(--ink);font-weight:700}
.fs-tabs a{flex:none;display:flex;align-items:center;min-height:44px;color:var(--ink-3)}
.fs-subs{display:flex;gap:8px;margin-bottom:12px;overflow:hidden;white-space:nowrap}
.fs-subs span{display:flex;flex:none;align-items:center;height:36px;padding:0 16px;border:1px solid var(--line);border-radius:18px;background:#fff;color:var(--ink-2)}
.fs-subs .fs-on{border-color:var(--brand);background:var(--brand-soft);color:var(--brand)}
.fs-venue{padding:8px 0 24px}
.fs-crumb{overflow:hidden;color:var(--ink-3);white-space:nowrap;text-overflow:ellipsis}
.fs-crumb i{margin:0 4px;font-style:normal}
.fs-top{margin-top:12px;padding-bottom:12px;border-radius:8px;background:#fff}
.fs-photo{position:relative;aspect-ratio:5/4;overflow:hidden;border-radius:8px;background:#eef0f3}
.fs-photo img{display:block;width:100%;height:100%;object-fit:cover}
.fs-strip{height:64px;margin-top:10px}
.fs-sum{margin-top:16px;padding:0 12px}
.fs-sum h1{margin:0;font-size:20px;line-height:27px}
.fs-sum p{margin:8px 0;color:var(--ink-2)}
.fs-labels{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;list-style:none}
.fs-labels li{padding:0 8px;border:1px solid #ffd3bd;border-radius:4px;color:var(--brand-dark);line-height:20px}
.fs-price{height:89px;margin-top:12px;border-radius:8px;background:var(--brand-soft)}
}`;

const LOGO = `<svg width="32" height="32" viewBox="0 0 40 40" aria-hidden="true"><rect width="40" height="40" rx="10" fill="#f2672a"/><path d="M20 8c-5 0-9 3.9-9 8.8C11 23 20 32 20 32s9-9 9-15.2C29 11.9 25 8 20 8Z" fill="#fff"/><rect x="15.5" y="13" width="9" height="7" rx="1.5" fill="#f2672a"/><path d="M15 13.5h10l-1.5-3h-7z" fill="#f2672a"/></svg>`;
const PIN = `<svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" fill="var(--brand)"/></svg>`;
const DOWN = `<svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true"><path d="M5 9l7 7 7-7" fill="none" stroke="var(--ink-3)" stroke-width="2.4"/></svg>`;
const CART = `<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path d="M2 3h3l2.6 11.2a1 1 0 0 0 1 .8H19l2-8H6.2" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/><circle cx="9" cy="19.5" r="1.6" fill="currentColor"/><circle cx="18" cy="19.5" r="1.6" fill="currentColor"/></svg>`;

/** The header strip as a phone shows it: logo, city, cart and menu, the search below (a form that works without scripts). */
function header(): SafeHtml {
  return html`<header class="fs-h"><a class="fs-logo" href="/home/index" aria-label="场地通首页">${new SafeHtml(LOGO)}场地通</a><span class="fs-city">${new SafeHtml(PIN)}<b>上海</b>${new SafeHtml(DOWN)}</span><a class="fs-cart" href="/cart" aria-label="购物车">${new SafeHtml(CART)}</a><span class="fs-menu"><i></i></span><form class="fs-search" action="/fieldslist" method="get"><input name="keyword" maxlength="50" placeholder="搜索场地名称、商圈、地址，如：商场中庭" aria-label="搜索场地"><button type="submit">搜索</button></form></header>`;
}

/** A venue card as venue-card.tsx draws it on a phone; the price line is a grey bar until the app draws its label. */
function card(venue: VenueCard): SafeHtml {
  const picture = venue.community_img?.pic_url;
  const srcset = picture ? imageSrcSet(picture) : null;
  const badges = [venue.is_proprietary ? '自营' : null, venue.has_panorama ? '全景' : null].filter((badge): badge is string => badge !== null);
  const place = [venue.district_name, venue.trading_area_name, venue.community_name].filter(Boolean).join(' · ') || venue.address;
  const image = picture
    ? srcset
      ? html`<img src="${picture}" srcset="${srcset}" sizes="${CARD_IMAGE_SIZES}" alt="${venue.name}" fetchpriority="high">`
      : html`<img src="${picture}" alt="${venue.name}" fetchpriority="high">`
    : null;
  return html`<a class="fs-card" href="/fields/${venue.top_physical_id}"><div class="fs-media">${image}${badges.length > 0 ? html`<span class="fs-badges">${badges.map((badge) => html`<span>${badge}</span>`)}</span>` : null}</div><div class="fs-body"><h3 class="fs-name">${venue.name}</h3><p class="fs-meta">${place}</p><div class="fs-foot"><span class="fs-bar">&nbsp;</span><span class="fs-orders">已订 ${venue.order_quantity} 单</span></div></div></a>`;
}

export function firstScreenCards(venues: readonly VenueCard[]): SafeHtml {
  return html`<div class="fs-grid">${venues.map(card)}</div>`;
}

/**
 * The whole copy: the header strip and the page's top, in the element React's first render replaces.
 * `visitorOnly`: what a visitor sees, not a logged-in buyer (the venue page asks for the buyer's own
 * view and shows its skeleton meanwhile): first-screen-boot.js removes such a copy for a buyer before it
 * is painted, who then waits for the app's own render instead of seeing the copy, then a skeleton.
 */
export function firstScreen(main: SafeHtml, options: { visitorOnly?: boolean } = {}): string {
  const attribute = options.visitorOnly ? `${FIRST_SCREEN_ATTRIBUTE}="visitor"` : FIRST_SCREEN_ATTRIBUTE;
  return html`<div class="fs" ${new SafeHtml(attribute)}>${header()}<main>${main}</main></div>`.markup;
}
