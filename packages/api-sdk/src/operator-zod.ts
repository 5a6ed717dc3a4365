// @pendana/api-sdk/operator/zod — zod 4 schemas of every operator request and answer (the server
// validates operator requests with these). Names as in `@pendana/api-sdk/zod`.
export * from './generated/operator/zod/pendanaLenderAPI.schemas.zod.ts';
export * from './generated/operator/zod/index.zod.ts';
