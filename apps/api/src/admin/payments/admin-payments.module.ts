import { Module } from '@nestjs/common';
import { AdminPaymentsController } from './payments-list/admin-payments.controller';

/** Payments and their receipts for admins. */
@Module({ controllers: [AdminPaymentsController] })
export class AdminPaymentsModule {}
