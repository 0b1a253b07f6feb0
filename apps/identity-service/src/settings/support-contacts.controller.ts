import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { IdentitySubjects, type RequestContext } from '@resellpk/contracts';
import { SupportContactsService } from './support-contacts.service';

/**
 * The support channels (/contact, /faq, legal pages, the Elite link). They live here because
 * identity already has what changing them needs: admins (StaffAccess) and an audit log.
 */
@Controller()
export class SupportContactsController {
  constructor(private readonly contacts: SupportContactsService) {}

  @Handles(IdentitySubjects.getSupportContacts)
  get() {
    return this.contacts.get();
  }

  @Handles(IdentitySubjects.updateSupportContacts)
  update(data: unknown, ctx: RequestContext) {
    return this.contacts.update(data, ctx);
  }
}
