import { Module } from '@nestjs/common';
import { CartController } from './cart.controller';
import { OrdersController } from './orders.controller';

@Module({ controllers: [OrdersController, CartController] })
export class OrdersModule {}
