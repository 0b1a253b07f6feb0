import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { handle } from '@resellpk/backend-messaging';
import { OrdersSubjects, type ServiceRequest } from '@resellpk/contracts';
import { OrderCountsService } from './order-counts.service';

@Controller()
export class OrderCountsController {
  constructor(private readonly counts: OrderCountsService) {}

  @MessagePattern(OrdersSubjects.countByStatus)
  countByStatus(@Payload() req: ServiceRequest<unknown>) {
    return handle(() => this.counts.countByStatus(req.ctx), req.ctx);
  }
}
