import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { OrdersSubjects, type QuoteRequest, type RequestContext } from '@resellpk/contracts';
import { QuoteService } from './quote.service';

@Controller()
export class QuoteController {
  constructor(private readonly quotes: QuoteService) {}

  /** anyone: a visitor gets retail prices */
  @Handles(OrdersSubjects.quote)
  quote(req: QuoteRequest, ctx: RequestContext) {
    return this.quotes.quote(req, ctx);
  }
}
