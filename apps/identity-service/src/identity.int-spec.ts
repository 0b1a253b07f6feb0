import { describeServiceBoot } from '@resellpk/backend-service-testing';
import { IdentitySubjects } from '@resellpk/contracts';
import { identityService } from './service';

describeServiceBoot(identityService, {
  healthSubject: IdentitySubjects.health,
  tables: ['users', 'refresh_tokens', 'password_reset_tokens', 'plan_upgrade_requests', 'audit_log'],
});
