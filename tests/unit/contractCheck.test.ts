/**
 * `npm run contract:check`: the portal's calls against a live ABP service's Swagger document,
 * here one written for the test (tests/fixtures/contract/abp-swagger.json, as ABP's Swashbuckle
 * writes it): two calls there and alike, one typed differently, one missing, one at another verb.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { checkService } from '../../scripts/contract/check';
import { main } from '../../scripts/contract/cli';
import { DOCUMENT, type OpenApi, type Operation } from '../../scripts/contract/openapi';
import { ROOT, type Schema } from '../../scripts/contract/schemas';
import { callNames } from '../../src/api/contract';
import { server } from '../msw';

const SWAGGER = join(ROOT, 'tests/fixtures/contract/abp-swagger.json');
const committed = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as OpenApi;

/** ABP's envelope around the society's wrapper, as the committed document writes it. */
const [sample] = Object.values(Object.values(committed.paths)[0] ?? {});
const envelope = (data: Schema): Schema => {
  const answer = structuredClone(sample?.responses['200']) as {
    content: { 'application/json': { schema: { properties: { result: Schema } } } };
  };
  const result = answer.content['application/json'].schema.properties.result;
  result.properties = { ...(result.properties as Schema), data };
  return answer;
};

const operation = (operationId: string, parts: Partial<Operation>, data: Schema): Operation => ({
  operationId,
  parameters: [{ $ref: '#/components/parameters/X-APP-KEY' }],
  ...parts,
  responses: { '200': envelope(data), '401': { $ref: '#/components/responses/401' } },
});
const query = (name: string, schema: Schema, required = false): Schema => ({
  name,
  in: 'query',
  ...(required && { required }),
  schema,
});
const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const notice = { $ref: '#/components/schemas/Notice' };

/** Five calls of the portal, as the generator writes them. */
const portal: OpenApi = {
  openapi: '3.1.0',
  paths: {
    '/api/TokenAuth/Logout': {
      post: operation(
        'Logout',
        { requestBody: json({ type: 'object', additionalProperties: { not: {} } }) },
        { type: 'null' },
      ),
    },
    '/api/services/app/Common/UpdateMember': {
      put: operation(
        'UpdateMember',
        { requestBody: json({ type: 'object', properties: { lastName: { type: 'string' } } }) },
        { type: 'null' },
      ),
    },
    '/api/services/app/Event/InsertParticipant': {
      post: operation(
        'InsertParticipant',
        {
          requestBody: json({
            type: 'object',
            properties: { eventId: { type: 'number' }, note: { type: ['string', 'null'] } },
            required: ['eventId', 'note'],
          }),
        },
        { type: 'object', properties: { id: { type: 'number' } }, required: ['id'] },
      ),
    },
    '/api/services/app/Notice/GetListNotice': {
      get: operation(
        'GetListNotice',
        {
          parameters: [
            query('SkipCount', { type: 'number' }, true),
            query('MaxResultCount', { type: 'number' }, true),
            query('period.from', { type: 'string' }),
            query('ids', { type: 'array', items: { type: 'number' } }),
          ],
        },
        { type: 'array', items: notice },
      ),
    },
    '/api/services/app/Notice/GetNotice': {
      get: operation('GetNotice', { parameters: [query('id', { type: 'number' }, true)] }, notice),
    },
  },
  components: {
    ...committed.components,
    schemas: {
      ...committed.components.schemas,
      Notice: {
        type: 'object',
        properties: {
          id: { type: 'number' },
          title: { type: 'string' },
          sentAt: { type: ['string', 'null'], format: 'date-time' },
          tags: { type: 'array', items: { type: 'string' } },
        },
        required: ['id', 'title', 'sentAt', 'tags'],
      },
    },
  },
};

const swaggerText = readFileSync(SWAGGER, 'utf8');
const swagger: unknown = JSON.parse(swaggerText);

describe('contract:check', () => {
  it('lists the calls the service lacks or types differently, and fails', () => {
    expect(checkService(portal, swagger)).toEqual({
      ok: false,
      lines: [
        'missing  POST /api/TokenAuth/Logout (Logout)',
        'missing  PUT /api/services/app/Common/UpdateMember (UpdateMember): the service has POST',
        'differs  GET /api/services/app/Notice/GetNotice (GetNotice): query id: number in the portal, string in the service',
        'differs  GET /api/services/app/Notice/GetNotice (GetNotice): data.sentAt: missing in the service',
        '5 calls: 2 missing, 1 typed differently',
      ],
    });
  });

  it('reads an OpenAPI 3 document too, the society’s wrapper without ABP’s envelope', () => {
    const { '/api/services/app/Notice/GetNotice': getNotice } = portal.paths;
    const service = {
      openapi: '3.0.1',
      paths: {
        '/api/services/app/notice/getnotice': {
          get: {
            parameters: [{ name: 'id', in: 'query', schema: { type: 'integer' } }],
            responses: {
              '200': {
                content: {
                  'text/plain': { schema: { $ref: '#/components/schemas/NoticeResultDto' } },
                },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          NoticeResultDto: {
            type: 'object',
            properties: {
              statusCode: { type: 'integer' },
              data: {
                type: 'object',
                properties: {
                  id: { type: 'integer' },
                  title: { type: 'integer' },
                  sentAt: { type: 'string', nullable: true },
                  tags: { type: 'array', items: { type: 'string' } },
                },
              },
            },
          },
        },
      },
    };
    expect(
      checkService(
        { ...portal, paths: { '/api/services/app/Notice/GetNotice': getNotice! } },
        service,
      ).lines,
    ).toEqual([
      'differs  GET /api/services/app/Notice/GetNotice (GetNotice): data.title: string in the portal, number in the service',
      '1 calls: 0 missing, 1 typed differently',
    ]);
  });

  it('finds every call of the committed document alike in that document itself', () => {
    expect(checkService(committed, committed)).toEqual({
      ok: true,
      lines: [`${callNames.length} calls: 0 missing, 0 typed differently`],
    });
  });

  it('exits non-zero from the command line when a call is missing, reading a file or a URL', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await main(['check', DOCUMENT])).toBe(0);
    expect(log).toHaveBeenLastCalledWith(
      `${callNames.length} calls: 0 missing, 0 typed differently`,
    );
    server.use(
      http.get('http://service.test/swagger/v1/swagger.json', () => HttpResponse.text(swaggerText)),
    );
    expect(await main(['check', 'http://service.test/swagger/v1/swagger.json'])).toBe(1);
    expect(log).toHaveBeenCalledWith('missing  POST /api/TokenAuth/Logout (Logout)');
  });
});
