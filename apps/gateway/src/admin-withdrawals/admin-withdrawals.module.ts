import { Module } from '@nestjs/common';
import { AdminWithdrawalsController } from './admin-withdrawals.controller';

@Module({ controllers: [AdminWithdrawalsController] })
export class AdminWithdrawalsModule {}
