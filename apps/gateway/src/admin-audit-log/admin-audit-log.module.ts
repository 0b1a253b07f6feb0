import { Module } from '@nestjs/common';
import { AdminAuditLogController } from './admin-audit-log.controller';

@Module({ controllers: [AdminAuditLogController] })
export class AdminAuditLogModule {}
