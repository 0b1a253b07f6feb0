/** The product pages' addresses. */
export const PRODUCTS_PATH = '/admin/products';
export const productViewPath = (id: string) => `${PRODUCTS_PATH}/${encodeURIComponent(id)}`;
export const productEditPath = (id: string) => `${PRODUCTS_PATH}/${encodeURIComponent(id)}/edit`;
export const PRODUCT_CREATE_PATH = `${PRODUCTS_PATH}/create`;
