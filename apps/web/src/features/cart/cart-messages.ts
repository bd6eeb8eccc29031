/** What a buyer sees once a line is in the cart (toast after 加入购物车, and after a visitor's lines are handed over). */
export const ADDED_TO_CART_MESSAGE = '添加购物车成功！';
