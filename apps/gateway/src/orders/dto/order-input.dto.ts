import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CartLineInput, CustomerDetails, GiftChoice, ListOrdersQuery, QuoteRequest } from '@resellpk/contracts';
import { CUSTOMER_INPUT_MAX, ORDER_MSG } from '@resellpk/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PageCursor, toInt } from '../../common/http/query';

export const MAX_CART_LINES = 50;
export const MAX_GIFT_LINES = 20;
export const MAX_QUANTITY = 99;
export const MAX_PROFIT_PAISA = 10_000_000;

const QUANTITY_MESSAGE = `quantity must be a whole number from 1 to ${MAX_QUANTITY}`;

/** How many of a product a cart line or a gift asks for: a whole number from 1 to MAX_QUANTITY. */
function OrderQuantity(example: number): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ minimum: 1, maximum: MAX_QUANTITY, example }),
    IsDefined({ message: 'quantity is required' }),
    IsInt({ message: QUANTITY_MESSAGE }),
    Min(1, { message: QUANTITY_MESSAGE }),
    Max(MAX_QUANTITY, { message: QUANTITY_MESSAGE }),
  );
}

/**
 * One cart line as the browser sends it: what and how many, the reseller's margin and Apply Coins.
 * No price, stock or coin figure is accepted (an unknown field such as unitPricePaisa is a 400):
 * orders-service prices every line for the caller.
 */
export class CartLineDto implements CartLineInput {
  @ApiProperty({ format: 'uuid' })
  @IsDefined({ message: 'productId is required' })
  @IsUUID('all', { message: 'productId must be a product id' })
  productId: string;

  @OrderQuantity(2)
  quantity: number;

  @ApiProperty({ description: "The reseller's margin on the whole line, integer paisa", minimum: 0, maximum: MAX_PROFIT_PAISA, example: 30000 })
  @IsDefined({ message: 'profitAmountPaisa is required' })
  @IsInt({ message: 'profitAmountPaisa must be a whole number of paisa' })
  @Min(0, { message: 'profitAmountPaisa must not be negative' })
  @Max(MAX_PROFIT_PAISA, { message: 'profitAmountPaisa must be at most Rs. 100,000 per line' })
  profitAmountPaisa: number;

  @ApiPropertyOptional({ description: 'Free users: spend coinDiscount x quantity coins on this line for the discounted price' })
  @IsOptional()
  @IsBoolean({ message: 'applyCoins must be true or false' })
  applyCoins?: boolean;
}

export class GiftChoiceDto implements GiftChoice {
  @ApiProperty({ format: 'uuid' })
  @IsDefined({ message: 'offerId is required' })
  @IsUUID('all', { message: 'offerId must be an offer id' })
  offerId: string;

  @ApiProperty({ format: 'uuid' })
  @IsDefined({ message: 'productId is required' })
  @IsUUID('all', { message: 'productId must be a product id' })
  productId: string;

  @OrderQuantity(1)
  quantity: number;
}

export class QuoteRequestDto implements QuoteRequest {
  @ApiProperty({ type: [CartLineDto], minItems: 1, maxItems: MAX_CART_LINES })
  @IsDefined({ message: 'items is required' })
  @IsArray({ message: 'items must be a list of cart lines' })
  @ArrayMinSize(1, { message: ORDER_MSG.cartEmpty })
  @ArrayMaxSize(MAX_CART_LINES, { message: ORDER_MSG.tooManyLines })
  // class-validator validates a list inside the list element by element and lets `[[]]` through
  @IsObject({ each: true, message: 'items must be a list of cart lines' })
  @ValidateNested({ each: true })
  @Type(() => CartLineDto)
  items: CartLineDto[];

  @ApiPropertyOptional({ type: [GiftChoiceDto], maxItems: MAX_GIFT_LINES })
  @IsOptional()
  @IsArray({ message: 'gifts must be a list of gift choices' })
  @ArrayMaxSize(MAX_GIFT_LINES, { message: ORDER_MSG.tooManyGifts })
  @IsObject({ each: true, message: 'gifts must be a list of gift choices' })
  @ValidateNested({ each: true })
  @Type(() => GiftChoiceDto)
  gifts?: GiftChoiceDto[];
}

/**
 * A signed-in reseller's whole cart as saved (PUT /cart): the same lines and gifts as a quote, but
 * it may be empty, and it names the version it replaces (optimistic concurrency; 409 when stale).
 */
export class SaveCartDto {
  @ApiProperty({ type: [CartLineDto], minItems: 0, maxItems: MAX_CART_LINES })
  @IsDefined({ message: 'items is required' })
  @IsArray({ message: 'items must be a list of cart lines' })
  @ArrayMaxSize(MAX_CART_LINES, { message: ORDER_MSG.tooManyLines })
  @IsObject({ each: true, message: 'items must be a list of cart lines' })
  @ValidateNested({ each: true })
  @Type(() => CartLineDto)
  items: CartLineDto[];

  @ApiPropertyOptional({ type: [GiftChoiceDto], maxItems: MAX_GIFT_LINES })
  @IsOptional()
  @IsArray({ message: 'gifts must be a list of gift choices' })
  @ArrayMaxSize(MAX_GIFT_LINES, { message: ORDER_MSG.tooManyGifts })
  @IsObject({ each: true, message: 'gifts must be a list of gift choices' })
  @ValidateNested({ each: true })
  @Type(() => GiftChoiceDto)
  gifts?: GiftChoiceDto[];

  @ApiProperty({ description: 'The version of the cart this replaces, as last read (0 when never saved)', minimum: 0, example: 3 })
  @IsDefined({ message: 'version is required' })
  @IsInt({ message: ORDER_MSG.badCartVersion })
  @Min(0, { message: ORDER_MSG.badCartVersion })
  @Max(2_147_483_646, { message: ORDER_MSG.badCartVersion })
  version: number;
}

/** The cart as orders-service reads it: only what the reseller chose, never a price. */
export function cartOf(dto: Pick<QuoteRequestDto, 'items' | 'gifts'>): QuoteRequest {
  return {
    items: dto.items.map((line) => ({
      productId: line.productId.toLowerCase(),
      quantity: line.quantity,
      profitAmountPaisa: line.profitAmountPaisa,
      ...(line.applyCoins !== undefined ? { applyCoins: line.applyCoins } : {}),
    })),
    gifts: (dto.gifts ?? []).map((gift) => ({ offerId: gift.offerId.toLowerCase(), productId: gift.productId.toLowerCase(), quantity: gift.quantity })),
  };
}

/** The end customer; the rules and messages (validateCustomerDetails, shared with orders-service) run in the controller. */
export class CustomerDetailsDto implements CustomerDetails {
  @ApiProperty({ example: 'Ayesha Khan', minLength: 2, maxLength: CUSTOMER_INPUT_MAX.name })
  @IsOptional()
  @IsString({ message: 'customer.name must be text' })
  @MaxLength(1000, { message: 'customer.name is too long' })
  name: string;

  @ApiProperty({ example: '0300-1234567', description: 'A Pakistani mobile number; stored as +923XXXXXXXXX' })
  @IsOptional()
  @IsString({ message: 'customer.phone must be text' })
  @MaxLength(1000, { message: 'customer.phone is too long' })
  phone: string;

  @ApiProperty({ example: '12 Mall Road, Gulberg III', minLength: 5, maxLength: CUSTOMER_INPUT_MAX.address })
  @IsOptional()
  @IsString({ message: 'customer.address must be text' })
  @MaxLength(1000, { message: 'customer.address is too long' })
  address: string;

  @ApiProperty({ example: 'Lahore', minLength: 2, maxLength: CUSTOMER_INPUT_MAX.city })
  @IsOptional()
  @IsString({ message: 'customer.city must be text' })
  @MaxLength(1000, { message: 'customer.city is too long' })
  city: string;
}

export class PlaceOrderDto extends QuoteRequestDto {
  @ApiProperty({ type: CustomerDetailsDto })
  @IsDefined({ message: "Please enter the customer's details" })
  @IsObject({ message: "Please enter the customer's details" })
  @ValidateNested()
  @Type(() => CustomerDetailsDto)
  customer: CustomerDetailsDto;
}

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 50';

export class ListOrdersQueryDto implements ListOrdersQuery {
  @PageCursor()
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 20 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(50, { message: LIMIT_MESSAGE })
  limit?: number;
}
