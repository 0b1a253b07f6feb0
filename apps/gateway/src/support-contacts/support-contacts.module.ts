import { Module } from '@nestjs/common';
import { SupportContactsController } from './support-contacts.controller';

@Module({ controllers: [SupportContactsController] })
export class SupportContactsModule {}
