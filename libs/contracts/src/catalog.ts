import type { CallersOf, Command, ConsumersOf, NoData } from './bus/command';
import { subjectsOf } from './bus/command';
import type { ServiceHealth } from './services';

type Id = { id: string };
type ProductRef = { productId: string };

/**
 * catalog-service's request-reply subjects (`catalog.<verb>`) and their contracts. Staff verbs
 * re-check the caller's role in the service.
 */
export interface CatalogCommands {
  'catalog.health': Command<NoData, ServiceHealth>;
  // public / reseller
  'catalog.listProducts': Command<ListProductsQuery, ProductPage>;
  'catalog.getProduct': Command<Id, ProductView>;
  'catalog.listCategories': Command<NoData, CategoryView[]>;
  'catalog.listActiveOffers': Command<NoData, FreeOfferView[]>;
  /** orders pricing a cart: the same active offers (a separate subject: a user context is trusted only from the gateway) */
  'catalog.activeOffersForQuote': Command<NoData, FreeOfferView[]>;
  'catalog.listFavorites': Command<NoData, FavoriteView[]>;
  'catalog.addFavorite': Command<ProductRef, { productId: string; isFavorite: true }>;
  'catalog.removeFavorite': Command<ProductRef, { productId: string; isFavorite: false }>;
  // staff (admin)
  'catalog.adminListProducts': Command<NoData, AdminProductView[]>;
  'catalog.adminGetProduct': Command<Id, AdminProductView>;
  'catalog.createProduct': Command<ProductInput, AdminProductView>;
  'catalog.updateProduct': Command<ProductUpdate, AdminProductView>;
  'catalog.deleteProduct': Command<Id, { deleted: true }>;
  'catalog.addProductImages': Command<AddProductImagesRequest, AdminProductView>;
  'catalog.removeProductImage': Command<{ productId: string; imageId: string }, AdminProductView>;
  /** files the gateway stored for an upload that did not become images: catalog deletes them */
  'catalog.discardImageUploads': Command<DiscardImageUploadsRequest, { discarded: number }>;
  'catalog.createCategory': Command<{ name: string }, CategoryView>;
  'catalog.adminListOffers': Command<NoData, FreeOfferView[]>;
  'catalog.getOffer': Command<Id, FreeOfferView>;
  'catalog.createOffer': Command<FreeOfferInput, FreeOfferView>;
  'catalog.updateOffer': Command<FreeOfferInput & Id, FreeOfferView>;
  'catalog.setOfferActive': Command<Id & { isActive: boolean }, FreeOfferView>;
  'catalog.deleteOffer': Command<Id, { deleted: true }>;
  'catalog.stats': Command<NoData, CatalogStats>;
  // orders (checkout)
  /** full price data of the given products (at most 100 ids; unknown ids are left out) */
  'catalog.pricingOf': Command<{ productIds: string[] }, ProductPricing[]>;
  /**
   * one conditional decrement per line, all or nothing, idempotent by orderId (the same order twice
   * reserves once; `applied` false then). OUT_OF_STOCK (field = the product id) when a line cannot be covered.
   */
  'catalog.reserveStock': Command<ReserveStock, StockReservationResult>;
  /** puts an order's reserved units back, once (also when nothing was reserved: `applied` false) */
  'catalog.releaseStock': Command<{ orderId: string }, StockReservationResult>;
}

/** Everything orders needs to price a line, wholesale included (never sent to a browser as is). */
export interface ProductPricing {
  id: string;
  name: string;
  image: ProductImage | null;
  planAccess: PlanAccess;
  wholesalePricePaisa: number;
  /** retail and discounted with the spec's fallbacks applied (x 1.5, x 1.2) */
  retailPricePaisa: number;
  discountedPricePaisa: number;
  coinDiscount: number;
  weightKg: number;
  stock: number;
}
export interface ReserveStock {
  orderId: string;
  /** each product once, quantity >= 1 */
  lines: Array<{ productId: string; quantity: number }>;
}
export interface StockReservationResult {
  orderId: string;
  /** false when this order had been reserved (or released) before: nothing moved this time */
  applied: boolean;
}

export const CATALOG_CALLERS = {
  'catalog.health': ['gateway'],
  'catalog.listProducts': ['gateway'],
  'catalog.getProduct': ['gateway'],
  'catalog.listCategories': ['gateway'],
  'catalog.listActiveOffers': ['gateway'],
  'catalog.activeOffersForQuote': ['orders'],
  'catalog.listFavorites': ['gateway'],
  'catalog.addFavorite': ['gateway'],
  'catalog.removeFavorite': ['gateway'],
  'catalog.adminListProducts': ['gateway'],
  'catalog.adminGetProduct': ['gateway'],
  'catalog.createProduct': ['gateway'],
  'catalog.updateProduct': ['gateway'],
  'catalog.deleteProduct': ['gateway'],
  'catalog.addProductImages': ['gateway'],
  'catalog.removeProductImage': ['gateway'],
  'catalog.discardImageUploads': ['gateway'],
  'catalog.createCategory': ['gateway'],
  'catalog.adminListOffers': ['gateway'],
  'catalog.getOffer': ['gateway'],
  'catalog.createOffer': ['gateway'],
  'catalog.updateOffer': ['gateway'],
  'catalog.setOfferActive': ['gateway'],
  'catalog.deleteOffer': ['gateway'],
  'catalog.stats': ['gateway'],
  'catalog.pricingOf': ['orders'],
  'catalog.reserveStock': ['orders'],
  'catalog.releaseStock': ['orders'],
} as const satisfies CallersOf<CatalogCommands>;

export const CatalogSubjects = subjectsOf<CatalogCommands, 'catalog'>('catalog', CATALOG_CALLERS);

/** catalog's events (stream CATALOG). */
export interface CatalogEventMap {
  /** stock went from 0 to above 0; names the users who favourited the product */
  'catalog.product.stock-back.v1': StockBackV1;
}
export const CatalogEvents = {
  stockBackV1: 'catalog.product.stock-back.v1',
} as const satisfies Record<string, keyof CatalogEventMap>;

export const CATALOG_EVENT_CONSUMERS = {
  // chat: a stock_back notification to each user who favourited the product
  'catalog.product.stock-back.v1': ['chat'],
} as const satisfies ConsumersOf<CatalogEventMap>;

/** The spec's fixed category list; custom categories come on top. */
export const BUILTIN_CATEGORIES = [
  'electronics', 'clothing', 'home', 'beauty', 'food', 'toys', 'books', 'sports', 'furniture',
  'automotive', 'health', 'jewelry', 'pets', 'baby', 'garden',
] as const;
// Catalogue filter: "all", or one category's stored name (builtin or custom; catalog.listCategories
// lists those with products in stock)
export type CatalogFilterCategory = string;
// name: the card's short name A-Z; price / price_desc: the price the viewer sees, low to high /
// high to low; newest: the latest added first
export const PRODUCT_SORTS = ['name', 'price', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Stored values are free|premium; legacy vip/basic are displayed as premium. */
export type PlanAccess = 'free' | 'premium';

export interface ProductImage {
  id: string;
  /** ~320 px WebP for cards (<= 30 KB) */
  cardUrl: string;
  /** ~800 px WebP for the detail page */
  detailUrl: string;
  /** ~1600 px WebP for zoom */
  fullUrl: string;
}

/**
 * A product as a given caller may see it. `wholesalePricePaisa` is null (and `wholesaleLocked`
 * true) when the caller has no premium access and the product is a free-plan product: the price
 * is absent from the response, not hidden by the UI.
 */
export interface ProductView {
  id: string;
  name: string;
  shortName: string;
  longName: string;
  description: string;
  category: string;
  planAccess: PlanAccess;
  retailPricePaisa: number;
  discountedPricePaisa: number;
  wholesalePricePaisa: number | null;
  wholesaleLocked: boolean;
  /** main image: first uploaded image, or the placeholder */
  image: ProductImage;
  images: ProductImage[];
  weightKg: number;
  stock: number;
  coinDiscount: number;
  rating: number;
  /** only for a signed-in caller */
  isFavorite?: boolean;
  createdAt: string;
}

export interface ListProductsQuery {
  search?: string;
  category?: CatalogFilterCategory;
  sort?: ProductSort;
  /** opaque keyset cursor from the previous page */
  cursor?: string;
  /** page size, 1..60, default 24 */
  limit?: number;
}
export interface ProductPage {
  items: ProductView[];
  nextCursor: string | null;
}

/** Admin product payload (prices in paisa; the admin form types rupees and the UI multiplies by 100). */
export interface ProductInput {
  name: string;
  shortName: string;
  longName: string;
  description: string;
  wholesalePricePaisa: number;
  retailPricePaisa?: number | null;
  discountedPricePaisa?: number | null;
  category: string;
  planAccess: PlanAccess;
  weightKg: number;
  stock: number;
  coinDiscount: number;
}
export type ProductUpdate = Partial<ProductInput> & { id: string };

/** Admin view: all fields, raw stored prices, any stock. */
export interface AdminProductView extends ProductView {
  wholesalePricePaisa: number;
  storedRetailPricePaisa: number | null;
  storedDiscountedPricePaisa: number | null;
}

/** Images are validated and resized by the gateway and stored through the storage interface. */
export interface StoredImageInput {
  cardKey: string;
  detailKey: string;
  fullKey: string;
}
export interface AddProductImagesRequest {
  productId: string;
  images: StoredImageInput[];
}

export interface DiscardImageUploadsRequest {
  productId: string;
  /** storage keys under `products/<productId>/` */
  keys: string[];
}

export interface CategoryView {
  name: string;
  custom: boolean;
  /** a product in stock has this category: the catalogue's filter finds something in it */
  hasProducts: boolean;
}

export interface FavoriteView {
  id: string;
  productId: string;
  createdAt: string;
  product: ProductView;
}

export interface OfferProductView {
  id: string;
  name: string;
  image: ProductImage;
  /** the spec's "Worth: PKR {wholesale price}"; gift items are premium products, whose wholesale is public */
  wholesalePricePaisa: number;
}
export interface FreeOfferView {
  id: string;
  name: string;
  description: string;
  isActive: boolean;
  minOrderThresholdPaisa: number;
  maxUnitsPerOrder: number;
  products: OfferProductView[];
  createdAt: string;
}
export interface FreeOfferInput {
  name: string;
  description: string;
  isActive: boolean;
  minOrderThresholdPaisa: number;
  maxUnitsPerOrder: number;
  productIds: string[];
}

export interface CatalogStats {
  totalProducts: number;
  activeOffers: number;
}

export interface StockBackV1 {
  productId: string;
  productName: string;
  userIds: string[];
}
