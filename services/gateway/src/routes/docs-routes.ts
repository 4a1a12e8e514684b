import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { buildOpenApiDocument } from '../openapi.ts';

// GET /api/openapi.json (the document) and /api/docs (Swagger UI reading it). The document is
// built once: it only changes with the contracts, i.e. with a deploy.
export function docsRoutes(): Router {
  const document = buildOpenApiDocument();
  const router = Router();
  router.get('/api/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.use('/api/docs', swaggerUi.serve, swaggerUi.setup(document, { customSiteTitle: 'Scoreline API' }));
  return router;
}
