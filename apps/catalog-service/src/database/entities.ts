import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Row shapes of the catalog database (the services query with SQL; these document the tables). */
@Entity({ name: 'products' })
export class ProductEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') name: string;
  @Column({ name: 'short_name', type: 'text' }) shortName: string;
  @Column({ name: 'long_name', type: 'text' }) longName: string;
  @Column('text') description: string;
  @Column({ name: 'retail_price', type: 'bigint', nullable: true }) retailPrice: string | null;
  @Column({ name: 'discounted_price', type: 'bigint', nullable: true }) discountedPrice: string | null;
  @Column({ name: 'wholesale_price', type: 'bigint' }) wholesalePrice: string;
  @Column('text') category: string;
  @Column({ name: 'plan_access', type: 'text' }) planAccess: string;
  @Column({ type: 'numeric', precision: 10, scale: 3 }) weight: string;
  @Column('int') stock: number;
  @Column({ name: 'coin_discount', type: 'int' }) coinDiscount: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

@Entity({ name: 'product_images' })
export class ProductImageEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'product_id', type: 'uuid' }) productId: string;
  @Column({ name: 'card_key', type: 'text' }) cardKey: string;
  @Column({ name: 'detail_key', type: 'text' }) detailKey: string;
  @Column({ name: 'full_key', type: 'text' }) fullKey: string;
  @Column('int') position: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

@Entity({ name: 'custom_categories' })
export class CustomCategoryEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') name: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

@Entity({ name: 'user_favorites' })
export class UserFavoriteEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ name: 'product_id', type: 'uuid' }) productId: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

@Entity({ name: 'free_product_offers' })
export class FreeProductOfferEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') name: string;
  @Column('text') description: string;
  @Column({ name: 'is_active', type: 'boolean' }) isActive: boolean;
  @Column({ name: 'min_order_threshold', type: 'bigint' }) minOrderThreshold: string;
  @Column({ name: 'max_units_per_order', type: 'int' }) maxUnitsPerOrder: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

@Entity({ name: 'free_product_offer_items' })
export class FreeProductOfferItemEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'offer_id', type: 'uuid' }) offerId: string;
  @Column({ name: 'product_id', type: 'uuid' }) productId: string;
}

@Entity({ name: 'stock_reservations' })
export class StockReservationEntity {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' }) orderId: string;
  @Column('text') status: 'reserved' | 'released';
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'released_at', type: 'timestamptz', nullable: true }) releasedAt: Date | null;
}

@Entity({ name: 'stock_reservation_lines' })
export class StockReservationLineEntity {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' }) orderId: string;
  @PrimaryColumn({ name: 'product_id', type: 'uuid' }) productId: string;
  @Column('int') quantity: number;
}
