import { describeServiceBoot } from '@resellpk/backend-service-testing';
import { CoinsSubjects } from '@resellpk/contracts';
import { coinsService } from './service';

describeServiceBoot(coinsService, { healthSubject: CoinsSubjects.health, tables: ['discount_coins'] });
