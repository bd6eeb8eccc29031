/** The platform's customer service line (product-spec section 9, 联系客服). */
export const SERVICE_HOTLINE = '400-800-1234';
