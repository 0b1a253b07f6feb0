import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import {
  WalletPaymentsSubjects as S,
  type NoData,
  type PaymentRequestRef,
  type ReceivingAccountInput,
  type ReceivingAccountUpdate,
  type RequestContext,
  type SetReceivingAccountQr,
} from '@resellpk/contracts';
import { PaymentMethodsService } from './payment-methods.service';

@Controller()
export class PaymentMethodsController {
  constructor(private readonly methods: PaymentMethodsService) {}

  @Handles(S.listPaymentMethods)
  list(_data: NoData, ctx: RequestContext) {
    return this.methods.listForResellers(ctx);
  }

  @Handles(S.listReceivingAccounts)
  listAll(_data: NoData, ctx: RequestContext) {
    return this.methods.listForStaff(ctx);
  }

  @Handles(S.createReceivingAccount)
  create(data: ReceivingAccountInput, ctx: RequestContext) {
    return this.methods.create(data, ctx);
  }

  @Handles(S.updateReceivingAccount)
  update(data: ReceivingAccountUpdate, ctx: RequestContext) {
    return this.methods.update(data, ctx);
  }

  @Handles(S.setReceivingAccountQr)
  setQr(data: SetReceivingAccountQr, ctx: RequestContext) {
    return this.methods.setQr(data, ctx);
  }

  @Handles(S.getReceivingAccountQr)
  getQr(data: PaymentRequestRef, ctx: RequestContext) {
    return this.methods.getQr(data, ctx);
  }
}
