import { Injectable } from '@nestjs/common';
import {
  IdentitySubjects,
  PlanUpgradeSubjects,
  type CreateUpgradeRequest,
  type UpgradeRequestStatus,
  type UpgradeRequestView,
  type ChangeRoleRequest,
  type IssuedSession,
  type LoginRequest,
  type LogoutRequest,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type Profile,
  type RefreshRequest,
  type RequestContext,
  type SignupRequest,
  type UpdateMeRequest,
} from '@resellpk/contracts';
import type { PurchasablePlan } from '@resellpk/domain';
import { ServiceClient } from './service-client';

/** Typed calls to identity-service over NATS request-reply; failures arrive as ServiceFailure. */
@Injectable()
export class IdentityClient extends ServiceClient {
  signup(ctx: RequestContext, data: SignupRequest) {
    return this.call<IssuedSession, SignupRequest>(IdentitySubjects.signup, ctx, data);
  }
  login(ctx: RequestContext, data: LoginRequest) {
    return this.call<IssuedSession, LoginRequest>(IdentitySubjects.login, ctx, data);
  }
  refresh(ctx: RequestContext, data: RefreshRequest) {
    return this.call<IssuedSession, RefreshRequest>(IdentitySubjects.refresh, ctx, data);
  }
  logout(ctx: RequestContext, data: LogoutRequest) {
    return this.call<unknown, LogoutRequest>(IdentitySubjects.logout, ctx, data);
  }
  requestPasswordReset(ctx: RequestContext, data: PasswordResetRequest) {
    return this.call<unknown, PasswordResetRequest>(IdentitySubjects.requestPasswordReset, ctx, data);
  }
  confirmPasswordReset(ctx: RequestContext, data: PasswordResetConfirm) {
    return this.call<unknown, PasswordResetConfirm>(IdentitySubjects.confirmPasswordReset, ctx, data);
  }
  getMe(ctx: RequestContext) {
    return this.call<Profile, Record<string, never>>(IdentitySubjects.getMe, ctx, {});
  }
  updateMe(ctx: RequestContext, data: UpdateMeRequest) {
    return this.call<Profile, UpdateMeRequest>(IdentitySubjects.updateMe, ctx, data);
  }
  listUsers(ctx: RequestContext) {
    return this.call<Profile[], Record<string, never>>(IdentitySubjects.listUsers, ctx, {});
  }
  changeRole(ctx: RequestContext, data: ChangeRoleRequest) {
    return this.call<Profile, ChangeRoleRequest>(IdentitySubjects.changeRole, ctx, data);
  }
  listPlans(ctx: RequestContext) {
    return this.call<PurchasablePlan[], Record<string, never>>(IdentitySubjects.listPlans, ctx, {});
  }
  createUpgradeRequest(ctx: RequestContext, data: CreateUpgradeRequest) {
    return this.call<UpgradeRequestView, CreateUpgradeRequest>(PlanUpgradeSubjects.create, ctx, data);
  }
  listUpgradeRequests(ctx: RequestContext, status: UpgradeRequestStatus | 'all') {
    return this.call<UpgradeRequestView[], { status: UpgradeRequestStatus | 'all' }>(PlanUpgradeSubjects.list, ctx, { status });
  }
  approveUpgradeRequest(ctx: RequestContext, id: string) {
    return this.call<UpgradeRequestView, { id: string }>(PlanUpgradeSubjects.approve, ctx, { id });
  }
  rejectUpgradeRequest(ctx: RequestContext, id: string) {
    return this.call<UpgradeRequestView, { id: string }>(PlanUpgradeSubjects.reject, ctx, { id });
  }
  countPendingUpgradeRequests(ctx: RequestContext) {
    return this.call<number, Record<string, never>>(PlanUpgradeSubjects.countPending, ctx, {});
  }
}
