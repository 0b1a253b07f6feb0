import { SERVICES } from '@resellpk/contracts';
import { OutboxEvent, InboxEntry, OutboxInboxMigration1732300000000, OutboxTraceContextMigration1796700000000 } from '@resellpk/backend-messaging';
import { UserEntity } from '../users/user.entity';
import { AuditLogEntity } from '../users/audit-log.entity';
import { RefreshTokenEntity } from '../sessions/refresh-token.entity';
import { PasswordResetTokenEntity } from '../password-reset/password-reset-token.entity';
import { CreateIdentityTables1732300001000 } from './migrations/1732300001000-create-identity-tables';
import { CreatePlanUpgradeRequests1733100000000 } from './migrations/1733100000000-create-plan-upgrade-requests';
import { NotifyUserChanges1795300000000 } from './migrations/1795300000000-notify-user-changes';
import { RefreshFamilyStartedAt1795350000000 } from './migrations/1795350000000-refresh-family-started-at';
import { ResellersNewestFirst1795600000000 } from './migrations/1795600000000-resellers-newest-first';
import { CreateSubscriptions1796000000000 } from './migrations/1796000000000-create-subscriptions';
import { AllowanceUseTombstones1796040000000 } from './migrations/1796040000000-allowance-use-tombstones';
import { RefreshRotatedByDevice1796120033080 } from './migrations/1796120033080-refresh-rotated-by-device';
import { CreateStaffTotp1796200000000 } from './migrations/1796200000000-create-staff-totp';
import { CreateLoginChallenges1796200001000 } from './migrations/1796200001000-create-login-challenges';
import { AuditLogAppendOnly1796400000000 } from './migrations/1796400000000-audit-log-append-only';
import { AuditLogOperatorActor1796500000000 } from './migrations/1796500000000-audit-log-operator-actor';
import { CreateSettings1796500001000 } from './migrations/1796500001000-create-settings';
import { PremiumPaid1796800000000 } from './migrations/1796800000000-premium-paid';
import { CreateStories1796800001000 } from './migrations/1796800001000-create-stories';
import { SettingEntity } from '../settings/setting.entity';
import { PlanUpgradeRequestEntity } from '../plan-upgrades/plan-upgrade-request.entity';

/** The identity database: its entities and its committed migrations, in order. */
export const IDENTITY_DB_NAME = SERVICES.identity.database;
export const identityEntities = [UserEntity, AuditLogEntity, RefreshTokenEntity, PasswordResetTokenEntity, PlanUpgradeRequestEntity, SettingEntity, OutboxEvent, InboxEntry];
export const identityMigrations = [
  OutboxInboxMigration1732300000000,
  OutboxTraceContextMigration1796700000000,
  CreateIdentityTables1732300001000,
  CreatePlanUpgradeRequests1733100000000,
  NotifyUserChanges1795300000000,
  RefreshFamilyStartedAt1795350000000,
  ResellersNewestFirst1795600000000,
  CreateSubscriptions1796000000000,
  AllowanceUseTombstones1796040000000,
  RefreshRotatedByDevice1796120033080,
  CreateStaffTotp1796200000000,
  CreateLoginChallenges1796200001000,
  AuditLogAppendOnly1796400000000,
  AuditLogOperatorActor1796500000000,
  CreateSettings1796500001000,
  PremiumPaid1796800000000,
  CreateStories1796800001000,
];
