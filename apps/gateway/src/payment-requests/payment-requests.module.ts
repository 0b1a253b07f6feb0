import { Module } from '@nestjs/common';
import { PaymentRequestsController } from './payment-requests.controller';

@Module({ controllers: [PaymentRequestsController] })
export class PaymentRequestsModule {}
