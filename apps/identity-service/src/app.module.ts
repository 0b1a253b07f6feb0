import { AuditLogController } from './audit/audit-log.controller';
import { Module } from '@nestjs/common';
import { StaffAccess } from '@resellpk/backend-service';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { PasswordHasher } from './auth/password-hasher';
import { Mailer } from './mail/mailer.service';
import { PasswordResetController } from './password-reset/password-reset.controller';
import { PasswordResetService } from './password-reset/password-reset.service';
import { PlanExpiryScheduler } from './plan-upgrades/plan-expiry.scheduler';
import { PlanUpgradesController } from './plan-upgrades/plan-upgrades.controller';
import { PlanUpgradesService } from './plan-upgrades/plan-upgrades.service';
import { PlansController } from './plans/plans.controller';
import { ProfileController } from './profile/profile.controller';
import { ProfileCache } from './profile/profile-cache';
import { ProfileService } from './profile/profile.service';
import { ResellerRepository } from './resellers/reseller.repository';
import { ResellersController } from './resellers/resellers.controller';
import { ResellersService } from './resellers/resellers.service';
import { SecondFactorController } from './second-factor/second-factor.controller';
import { SecondFactorLoginService } from './second-factor/second-factor-login.service';
import { TotpService } from './second-factor/totp.service';
import { SessionService } from './sessions/session.service';
import { SessionsController } from './sessions/sessions.controller';
import { SupportContactsController } from './settings/support-contacts.controller';
import { SupportContactsService } from './settings/support-contacts.service';
import { StoriesController } from './stories/stories.controller';
import { StoriesService } from './stories/stories.service';
import { AllowanceService } from './subscriptions/allowance.service';
import { SubscriptionRepository } from './subscriptions/subscription.repository';
import { SubscriptionsController } from './subscriptions/subscriptions.controller';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { OrderAllowanceReleaseConsumer } from './subscriptions/order-allowance-release.consumer';
import { TopUpApprovalsConsumer } from './subscriptions/top-up-approvals.consumer';
import { LinkedAccountsCheck, LinkedAccountsController } from './users/linked-accounts';
import { UsersController } from './users/users.controller';
import { UsersService } from './users/users.service';
import { UsersStaffAccess } from './users/users-staff-access';

/**
 * identity-service: accounts, sessions, password reset, profiles, roles and the plan catalogue.
 * The DataSource, NATS, the outbox relay (and its nudge), the bus client and the config come from
 * the platform (createServiceApp).
 */
@Module({
  controllers: [AuthController, SessionsController, PasswordResetController, ProfileController, UsersController, PlansController, PlanUpgradesController, ResellersController, SubscriptionsController, AuditLogController, LinkedAccountsController, SecondFactorController, SupportContactsController, StoriesController],
  providers: [
    PasswordHasher,
    SessionService,
    TotpService,
    SecondFactorLoginService,
    AuthService,
    PasswordResetService,
    ProfileCache,
    ProfileService,
    UsersService,
    PlanUpgradesService,
    PlanExpiryScheduler,
    Mailer,
    ResellerRepository,
    ResellersService,
    SubscriptionRepository,
    SubscriptionsService,
    AllowanceService,
    TopUpApprovalsConsumer,
    OrderAllowanceReleaseConsumer,
    LinkedAccountsCheck,
    SupportContactsService,
    StoriesService,
    { provide: StaffAccess, useClass: UsersStaffAccess },
  ],
})
export class AppModule {}
