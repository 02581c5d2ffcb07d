import { featurePlugin } from '../../platform/feature-plugin.ts';
import { trainingRoutes } from './training.routes.ts';
import { createTrainingService } from './training.service.ts';

export const trainingPlugin = featurePlugin(
  'training',
  ['switches'],
  async (app, { db, mailer, config, business }) => {
    const training = createTrainingService({
      db,
      mailer,
      publicUrl: config.publicUrl,
      businessEmail: config.businessEmail,
      businessName: async () => (await business()).name,
    });
    await app.register(async (scope) => trainingRoutes(scope, { training, switches: app.switches }));
  },
);
