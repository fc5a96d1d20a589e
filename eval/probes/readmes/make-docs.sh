#!/usr/bin/env bash
# Knowledge bases of a second kind for eval:corpus: READMEs of packages already in node_modules, each
# filed under its package's folder (a knowledge base filed by product, with badges, HTML banners,
# tables of contents and option lists, as real READMEs have). The questions beside this script were
# written from these files. Set 1 (38 questions) was a development set: the rules fixed on it are in
# the git log. Sets 2 (22 questions), 3 (34 questions) and 4 (24 questions) were each written and
# measured once before any change was made for them (set 3 was then used to fix rules: see the log).
# Set 5 (32 questions, written before it was first run) is another kind: a whole documentation site,
# Fastify's docs/ (41 pages, Reference and Guides, every page headed '<h1 align="center">Fastify</h1>'),
# taken with `npm pack fastify@5.12.8` (npm registry; MIT) and filed under fastify/. Set 6 (24
# questions, written before it was first run) is undici's API reference, docs/docs/ (42 pages, from
# `npm pack undici@7.30.2`, MIT), filed under undici/. Set 7 (26 questions, written and checked with grep
# before it was first run) is pino's docs/ (14 pages: an API reference whose options are ####
# headings, a help page of recipes, a level table written across), from node_modules/pino (MIT).
# Set 8 (24 questions, written and checked with grep before it was first run) is npm's own
# documentation, docs/content/ of `npm pack npm@11.6.2` (83 pages with front matter; every command
# page repeats the config entries it reads; Artistic-2.0), filed under npm/. Set 9 (29 questions,
# written and checked with grep before it was first run) is semantic-release's docs/ (35 pages: usage,
# recipes, FAQ, developer guide; from `npm pack semantic-release@24.2.9`, MIT), filed under
# semantic-release/. Set 10 (26 questions, written and checked with grep before it was first run) is
# markdownlint's doc/ (60 pages: a page per rule, Rules.md holding them all again, custom rules,
# Prettier; from `npm pack markdownlint@0.40.0`, MIT), filed under markdownlint/. Set 11 (28 questions,
# written and checked with grep before it was first run) is Bun's runtime, test and package-manager
# pages (81 Mintlify .mdx pages with front matter, <Note>/<CodeGroup>/<Accordion> components and code
# fences with attributes; docs/ of `npm pack bun-types@1.4.5`, MIT), filed under bun/. Set 12 (24
# questions, written and checked with grep before it was first run) is eslint-plugin-import's
# docs/rules (46 rule pages: prose options, Fail/Pass samples, 'When Not To Use It'; from `npm pack
# eslint-plugin-import@2.32.0`, MIT), filed under eslint-plugin-import/. Set 13 (29 questions, written
# and checked with grep before it was first run) is Mercurius's docs/ (26 pages: an options reference
# written as a nested list, guides, FAQ, integrations; most pages headed '# mercurius'; from `npm pack
# mercurius@16.10.1`, MIT), filed under mercurius/. Set 14 (27 questions, written and checked with grep
# before it was first run) is the Sails.js documentation, docs/ of `npm pack sails@1.5.18` (MIT): 434
# pages, concepts, reference, anatomy, tutorials, upgrade guides and old version notes, property
# tables, folder names with spaces, <docmeta> tags), filed under sails/. Set 15 (33 questions, written
# and checked with grep before it was first run) is a knowledge base of three small sites filed by
# product: NAN's C++ API reference (doc/ of `npm pack nan@2.30.0`, MIT: one page per topic, an HTML
# anchor before every entry, C++ signatures), GYP's documentation (gyp/docs of `npm pack
# node-gyp@12.4.0`, BSD-3-Clause: long reference pages, keyword tables, an e-mail quoted in a code
# fence) and date-fns's guides (docs/ of `npm pack date-fns@4.4.0`, MIT), under nan/, gyp/ and date-fns/.
# Set 16 (27 questions, written and checked with grep before it was first run) is eslint-plugin-jest's
# docs/rules (71 rule pages headed '# jest/<rule>', options written as JSON schemas and '### `name`'
# sections, many rules with an option of the same name; `npm pack eslint-plugin-jest@29.17.0`, MIT),
# filed under eslint-plugin-jest/. Set 17 (31 questions, written and checked with grep before it was
# first run) is the Turborepo documentation shipped in `npm pack turbo@2.11.11` (MIT): 102 .mdx pages
# with front matter, imports, <Callout> components, an HTML <table> of environment variables, and
# reference pages whose flags and keys state their defaults ('Default: `30`'), filed under turbo/.
# Set 18 (26 questions, written and checked with grep before it was first run) is the "skills" tRPC ships
# in `npm pack @trpc/server@11.25.2` (MIT): 25 pages generated from its docs for coding agents, most
# named SKILL.md, with YAML front matter, error-code tables and adapter pages that repeat the same
# options table; filed under trpc/.
# Set 19 (written and checked with grep before it was first run) is a knowledge base filed by product that
# mixes a versioned site with READMEs: swagger-jsdoc's Docusaurus versioned_docs (versions 5.x, 6.x and
# 7.x of the same pages, front matter, a folder named 'Quick Start'; `npm pack swagger-jsdoc@6.3.0`, MIT),
# documentation.js's docs/ (a CLI help text with '[default: ...]' columns, a generated API page;
# `npm pack documentation@14.0.3`, ISC) and the READMEs of nodemon@3.1.14, ioredis@6.0.0 (a long
# reference), webpack-dev-server@5.2.7 (a CLI help text) and got@14.6.6 (MIT), each taken with npm pack.
# Set 20 (written and checked with grep before it was first run) is three products' pages beside their
# READMEs, changelogs left out: axios@1.21.1 (README: a request config written as a commented JS object,
# '// default' beside each value; MIGRATION_GUIDE.md, which states other 1.x defaults than the README),
# terser@5.51.4 (README: the same option names under minify, compress, mangle and format options, each
# with its own default) and highlight.js@11.12.0 (README, SUPPORTED_LANGUAGES.md's table of aliases,
# the version 10 and 11 upgrade guides, SECURITY.md; BSD-3-Clause), filed under axios/, terser/ and
# highlight.js/.
# Set 21 (written and checked with grep before it was first run) is seven option-heavy READMEs of the
# Express ecosystem, each taken with npm pack (MIT): helmet@8.3.0 (a header reference in <details>
# blocks, each with its default header in a code fence), cors@2.8.6 (an options list and a default
# configuration as JSON), multer@2.5.0 (options and limits tables with a Default column),
# http-proxy-middleware@3.0.11 (options as '### `name` (type)' headings and a long option list with
# 'Default:' inline), winston@3.19.0 (a parameter table, level objects), lint-staged@16.4.0 (a CLI help
# text, with MIGRATION.md, whose versions state different Node.js minimums) and yup@1.7.1 (a 63 KB API
# reference of signatures, options in a commented TypeScript interface).
# Set 22 (written and checked with grep before it was first run) is seven READMEs of libraries for tokens,
# HTML, configuration, metrics, scheduling, templates and HTTP mocking, each taken with npm pack (MIT
# unless noted): jsonwebtoken@9.0.3 (option lists, error objects, an algorithms table), sanitize-html@2.17.5
# (a default-options sample, FAQ-style headings), convict@6.2.5 (Apache-2.0; a schema sample whose
# defaults are examples, a precedence list), prom-client@15.1.3 (Apache-2.0), node-cron@4.6.0 (a cron
# syntax table; ISC), ejs@7.0.2 (Apache-2.0; an options list with 'by default' inline) and nock@15.0.2.
# Set 23 (written and checked with grep before it was first run) is seven READMEs of the unified collective,
# each taken with npm pack (MIT), all built alike: options as '###### `options.x`' entries whose
# description ends '(`boolean`, default: `false`)', a Compatibility section naming Node.js 16 on every
# page, and two packages documenting the same options (hast-util-to-html@9.0.7 and its plugin
# rehype-stringify@10.0.1), beside unified@11.0.5, mdast-util-to-markdown@2.2.5, vfile@6.0.3,
# micromark@4.0.3 and remark-parse@11.0.0; filed by package (their files are named readme.md).
# Set 24 (written and checked with grep before it was first run) is eslint-plugin-jsx-a11y's rule pages
# (docs/rules, 39 pages headed '# jsx-a11y/<rule>' with config badges, deprecated rules, options as JSON
# samples) beside its README (a rules table, flat configs, settings), from `npm pack
# eslint-plugin-jsx-a11y@6.10.2` (MIT), filed under eslint-plugin-jsx-a11y/.
# Set 25 (written and checked with grep before it was first run) is guidance rather than reference: the
# skills @reduxjs/toolkit@2.16.0 ships for coding agents (13 pages of advice, 'HIGH Keeping `createStore`
# boilerplate as the default' headings, a decision table) with its README, filed under redux-toolkit/, and
# knex@3.3.0's README and UPGRADING.md (a version-by-version list of breaking changes), filed under knex/
# (MIT, npm pack).
# Set 26 (written and checked with grep before it was first run) is the Vercel AI SDK documentation that
# `npm pack ai@6.0.326` ships in docs/ (Apache-2.0): 238 .mdx pages with front matter, guides, a reference
# whose parameters are written as a JSX <PropertiesTable content={[ … ]} /> object literal, troubleshooting
# pages, and migration guides from 3.1 to 6.0 that state each release's changed defaults; filed under ai-sdk/.
# Set 27 (written and checked with grep before it was first run) is the Next.js documentation that
# `npm pack next@16.4.6` ships in dist/docs (MIT): 475 Markdown pages, App Router and Pages Router
# references that repeat the same next.config.js options (many Pages Router pages only point to the App
# Router's), guides, upgrade guides stating changed defaults, version-history tables; filed under next/.
# Set 28 (31 questions, written and checked with grep before it was first run) is the React Router
# documentation that `npm pack react-router@7.18.7` ships in docs/ (MIT): 85 Markdown pages of guides,
# explanations and upgrade notes (v6, Remix v2, the coming v8), with <docs-info> tags, '[MODES: …]'
# markers, file-tree code blocks and samples whose values are not the library's defaults; filed under
# react-router/.
# Set 29 (32 questions, written and checked with grep before it was first run) is the Trigger.dev
# documentation that `npm pack @trigger.dev/sdk@4.8.3` ships in docs/ (Apache-2.0): 189 Mintlify .mdx
# pages with front matter, <Note> components and snippet imports, a limits page of per-plan tables,
# self-hosting variable tables with a Default column ('—' where there is none), and extension pages
# stating their defaults in code comments; filed under trigger-dev/.
# Set 30 (31 questions, written and checked with grep before it was first run) is the Serverless Framework
# v3 documentation that `npm pack serverless@3.40.0` ships in docs/ (MIT): 393 Markdown pages, the same
# guide, event and CLI pages repeated for ten providers (AWS, Azure, Google, Cloudflare, Knative, …), a
# serverless.yml reference written as a commented YAML file ('# Default memory size for functions
# (default: 1024MB)'), and example READMEs; filed under serverless/.
# Set 31 (34 questions, written and checked with grep before it was first run) is the Mastra documentation
# that `npm pack @mastra/mcp-docs-server@0.13.31` ships in .docs/raw (Apache-2.0): 473 pages, .mdx guides
# and a reference whose parameters are JSX <PropertiesTable content={[ … ]} /> literals, interfaces whose
# defaults are doc comments ('/** Maximum retry attempts. Default: 3 */'), legacy and current APIs side
# by side (generateLegacy, workflows-legacy), and a course of numbered .md lessons; filed under mastra/.
# Set 32 (32 questions, written and checked with grep before it was first run) is the VoltAgent
# documentation that `npm pack @voltagent/core@2.10.0` ships in docs/ (MIT): 348 pages of guides, option
# tables with the default in the description ('Connection pool size (default: `10`)'), commented samples
# ('// Port to listen on (default: 3141)'), 81 model-provider pages, recipes and a blog; filed under
# voltagent/.
# Set 33 (20 questions, written and checked with grep before it was first run) is the skills two TanStack
# packages ship for coding agents (MIT): `npm pack @tanstack/ai@0.58.0` skills/ (20 pages: adapters,
# middleware, chat, media generation; most named SKILL.md) filed under tanstack-ai/, and `npm pack
# @tanstack/db@0.15.2` skills/ (16 pages: collections, persistence, mutations, live queries) filed
# under tanstack-db/; options written as commented TypeScript signatures ('// ms between processing
# items (default 0)') and prose ('`watermark` defaults to **`true`**').
# Set 34 (32 questions, written and checked with grep before it was first run) is the construct library
# documentation `npm pack aws-cdk-lib@2.276.0` ships (Apache-2.0): 393 READMEs, one per module (aws-lambda,
# aws-rds, …), 288 of them the same short 'no hand-written constructs yet' page, the others long guides
# whose defaults sit in prose ('By default, a `prod` stage is provisioned.') and in sample comments
# ('ttl: Duration.minutes(90), // Optional - default is 30 minutes') beside sample values that are not
# defaults; filed under aws-cdk/.
# Set 35 (28 questions, written and checked with grep before it was first run) is four API clients' pages,
# each taken with npm pack, whose options share names with each other's ('maxRetries', 'timeout',
# 'port'): the generated @vercel/sdk@1.28.35 README (116 KB, mostly lists of operations) with FUNCTIONS.md
# and RUNTIMES.md (Apache-2.0), and the READMEs of openai@6.49.0 (Apache-2.0), stripe@23.1.0 (MIT; an
# options table with a Default column) and twilio@6.3.1 (MIT; defaults in sample comments); filed under
# vercel-sdk/, openai/, stripe/ and twilio/.
# Set 36 (33 questions, written and checked with grep before it was first run) is the skills two more
# TanStack packages ship for coding agents (MIT), each package taken whole: `npm pack
# @tanstack/table-core@9.3.1` (32 pages: a feature guide per page, v8-to-v9 migration tables, samples
# whose initialState and defaultColumn values are not the library's defaults) filed under tanstack-table/,
# and `npm pack @tanstack/router-core@1.171.39` (13 pages: router skills whose defaults sit in bold
# lists, '(default `false`)' items and sample comments, and src/ssr/STREAMING.md, a design note) filed
# under tanstack-router/.
# Set 37 (35 questions, written and checked with grep before it was first run) is ten Fastify plugins'
# READMEs, each taken with npm pack (MIT), whose options share names with each other's ('hook',
# 'logLevel', 'algorithm', 'maxAge'): @fastify/cors@11.4.3, @fastify/rate-limit@11.2.0 (a sample whose
# comments give the defaults, '// default 1000'), @fastify/static@10.1.11 ('#### `option`' entries over
# 'Default: `true`'), @fastify/jwt@10.2.8, @fastify/cookie@11.1.5, @fastify/multipart@10.1.9 (a limits
# sample whose values are not defaults), @fastify/compress@9.2.0, @fastify/websocket@11.3.7,
# @fastify/swagger@9.9.3 and @fastify/session@11.1.3; filed under fastify-<plugin>/.
# Set 38 (34 questions, written and checked with grep before it was first run) is nine command-line
# tools' READMEs, each taken with npm pack (MIT unless noted), whose options share names ('port',
# 'timeout', 'reporter'): http-server@14.1.1 (an options table with a Defaults column), concurrently@9.2.5
# with its docs/ pages, c8@12.0.0 (ISC), nyc@18.0.0 (ISC), live-server@1.2.2, json-server@0.17.4 (a CLI
# help text with '[default: 3000]'), npm-check-updates@22.2.9 (Apache-2.0; an HTML table of options),
# wait-on@9.5.1 and ts-node@10.9.2 ('### option' entries over '*Default:* `false`'); filed by tool.
# Set 39 (written and checked with grep before its first run, ids p41-*) is nine job-queue, worker-pool
# and retry libraries whose options share names ('concurrency', 'priority', 'timeout', 'retries',
# 'batchSize'): the READMEs of bottleneck@2.19.5 (option tables with a Default column), p-queue@9.3.5 and
# p-retry@7.1.1 ('Default: `Infinity`' under '##### option'), workerpool@10.0.3, bee-queue@2.0.0 (its
# defaults given as a code sample), better-queue@3.8.12, croner@11.0.1 (a 'Default value' column) and
# retry@0.13.1 (MIT), and piscina@5.3.2's README beside its docs/docs pages, which repeat the options.
# Set 40 (written and checked with grep before its first run, ids p42-*) is eight logging libraries whose
# settings share names ('level', 'stream', 'format'): the READMEs of bunyan@2.0.5 (HTML tables with a
# Default column), roarr@7.21.7 (an environment-variable table), pino-http@11.0.0, morgan@1.12.1,
# express-winston@4.2.0 (options as a commented sample), consola@3.4.2 and npmlog@7.0.1 (ISC), and
# tslog@5.1.0's README, recipes and v4-to-v5 migration guide (MIT unless noted).
# Set 41 (written and checked with grep before its first run, ids p43-*) is eleven Express middleware
# READMEs whose options share names ('maxAge', 'name', 'windowMs', 'priority', 'sameSite', 'filter'), each
# taken with npm pack (MIT): express-session@1.19.0 (a '##### cookie.x' entry per cookie setting),
# cookie-session@2.1.1 (cookie options as a list, '(`false` by default)'), serve-static@2.2.1,
# serve-index@1.9.2, compression@1.8.2 ('Default: `1kb`' lines under Type lines), express-rate-limit@8.7.5
# (an options table with defaults in its Remarks column, a sample whose values are not defaults),
# express-slow-down@3.1.1 (the same options with its own defaults), method-override@3.0.0,
# response-time@2.3.4, errorhandler@1.5.2 and connect-timeout@1.9.1.
# Set 42 (written and checked with grep before its first run, ids p44-*) is nine HTTP clients' and agents'
# READMEs whose options share names ('timeout', 'retry', 'maxSockets', redirects), each taken with npm pack
# (MIT): ky@2.1.0 ('Default: `10000`' under Type lines, a retry default written as a list), needle@3.5.0
# (options as a list, 'Defaults to `10000` (10 secs)'), follow-redirects@1.16.3, agentkeepalive@4.6.0,
# ofetch@1.5.1, make-fetch-happen@16.0.1 (samples whose values are not defaults), http-proxy@1.18.1,
# axios-retry@4.5.0 (an options table with a Default column) and wretch@3.0.9 (no defaults stated).
# Set 43 (written and checked with grep before its first run, ids p45-*) is eight command-line argument
# parsers' READMEs, where "default" is also an option's name (`opts.default`), each taken with npm pack
# (MIT): meow@14.1.0, minimist@1.2.8, yargs-parser@22.0.0 ('### camel-case expansion' over '* default:
# `true`'), cac@7.1.0, arg@5.0.2 (the defaults as one object literal), mri@1.2.0, sade@1.8.1 (sample help
# texts whose '(default 5000)' is a sample's) and getopts@2.3.0.
# Set 44 (written and checked with grep before its first run, ids p46-*) is nine caches' and resource
# pools' READMEs whose options share names (max, min, ttl, maxAge, idleTimeoutMillis), each taken with npm
# pack (MIT unless noted): node-cache@5.1.2 ('*(default: `600`)*' items), generic-pool@3.9.0 ('(default=1)'),
# tarn@3.1.2 (a commented sample whose values are not defaults), quick-lru@7.3.0, keyv@6.1.0 ('## options.x'
# entries over 'Default:' lines), cache-manager@7.2.9, flat-cache@6.1.23, memoizee@0.4.17 (ISC) and
# lru-cache@11.5.4 (BlueOak-1.0.0; its options only in a sample).
# Set 45 (written and checked with grep before its first run, ids p47-*) is eight file-system READMEs
# (watching, globbing, temporary files, locks, atomic writes, removal) whose options share names (dot,
# concurrency, followSymbolicLinks, retries), each taken with npm pack (MIT unless noted): chokidar@6.0.0
# (all options in one sample 'with their defaults'), fast-glob@3.3.3, picomatch@4.0.7 (an options table),
# tmp@0.2.7, proper-lockfile@4.1.2 (another library's default in a comparison), write-file-atomic@8.0.0
# (ISC), rimraf@6.1.4 (BlueOak-1.0.0; a CLI help text) and del@9.0.1 (globby's defaults overridden).
# Set 46 (written and checked with grep before its first run, ids p48-*) is seven Markdown and HTML
# processors' READMEs, each taken with npm pack (MIT unless noted): showdown@2.1.0 ('[default false]' items),
# remarkable@2.0.1 (a sample of 'Actual default values'), turndown@7.2.5 (an options table),
# markdown-it-anchor@10.0.0 (Unlicense; options tables), dompurify@3.5.0 (MPL-2.0 OR Apache-2.0; defaults in
# comments above samples that set the other value), and marked@18.3.0 and markdown-it@15.0.3, whose READMEs
# point to documentation sites and state no option defaults.
# Set 47 (written and checked with grep before its first run, ids p49-*) is eight database clients' READMEs
# whose options share names (port, max, connectTimeout, connectionLimit), each taken with npm pack (MIT unless
# noted): mysql@2.18.1 (option lists ending '(Default: `10000`)', connection flags 'Default on'),
# postgres@3.4.9 (all options in one commented sample, an environment-variable table), redis@6.4.0 (a sample
# whose comment names the default it does not set), sqlite3@6.0.1 (BSD-3-Clause), mongodb@7.9.1
# (Apache-2.0), tedious@19.2.2, mariadb@3.5.4 (LGPL-2.1-or-later; a pool sample's connectionLimit: 5) and
# better-sqlite3@12.11.1.
# Set 48 (written and checked with grep before its first run, ids p50-*) is nine archive and compression
# libraries' READMEs whose options share names (level, mode, strip, maxDepth, autoClose), each taken with
# npm pack (MIT unless noted): tar@7.5.24 (ISC; the same option lists under five commands, 'Defaults to 4.'),
# yauzl@3.4.0 (defaults as object literals in prose, different for open and fromFd), yazl@3.3.1 (samples
# of 'structure and default values'), fflate@0.8.3 (defaults in comments above samples that set other
# values), node-stream-zip@1.16.0, pako@3.0.3 (MIT AND Zlib), decompress@4.2.1 ('Default: `0`' under Type
# lines), archiver@8.0.0 and adm-zip@0.6.1 (samples whose values are not defaults).
# Set 49 (written and checked with grep before its first run, ids p51-*) is ten messaging and real-time
# clients' READMEs whose options share names (reconnect delays, timeout, maxRetries, heartbeat, port), each
# taken with npm pack (MIT unless noted): mqtt@5.16.0 (a 'Defaults:' option list, '(default `true`)'
# items), nats@2.29.3 (Apache-2.0; an options table with a Default column), rhea@3.0.5 (Apache-2.0; nested
# option lists, some without defaults), centrifuge@5.8.0 ('#### option' entries over 'Default is `5000`.'),
# amqplib@2.3.1 (samples whose values are not defaults), amqp-connection-manager@5.0.0,
# reconnecting-websocket@4.4.0 (a 'Default values' code block), sockjs-client@1.6.1, mqemitter@7.1.0 (ISC;
# '__Default__:' items) and kafkajs@2.2.4 (no options at all).
# Set 50 (written and checked with grep before its first run, ids p52-*) is ten password-hashing, one-time
# password, token and session libraries' READMEs whose options share names (rounds, digits, algorithm,
# cookie name, ttl), each taken with npm pack (MIT unless noted): bcrypt@6.0.0 ('(default - 10)' items),
# bcryptjs@3.0.3 (BSD-3-Clause), argon2@0.45.1 (its parameters only on a wiki), otplib@13.5.0 (a table of
# the defaults authenticator apps use), speakeasy@2.0.0 (generated parameter tables with a Default column),
# express-jwt@8.5.1, csrf-csrf@4.0.3 (ISC; HTML entries with '<b>Default:</b>'), node-rsa@2.0.0,
# iron-session@8.0.4 ('Default to:' over a sample) and passport@0.7.0 (no defaults stated).
# Set 51 (written and checked with grep before its first run, ids p53-*) is eleven data-format parsers' and
# writers' READMEs whose options share names (trim, delimiter, quote, escape, indent, attribute keys), each
# taken with npm pack (MIT unless noted): xml2js@0.6.2 (parser and builder option lists with the same names,
# '(default: `false`)'), xml-js@1.6.11 (option tables with a Default column, two defaults in one cell),
# js-yaml@4.1.0 ('_(default: 2)_' items), smol-toml@1.9.1 (BSD-3-Clause; option tables with an 'Introduced
# in' column), csvtojson@2.0.14 (a parameter list with 'default:' at the end of each item), csv-parser@3.2.1
# ('#### option' entries over 'Default:' lines), json2csv@5.0.7 (a CLI help text and option lists),
# gray-matter@4.0.3 ('**Default**:' lines), csv-writer@1.6.0 (the same parameters under four functions),
# ini@6.0.0 (ISC; the options only as a commented sample) and fast-xml-parser@5.12.1 (no options stated).
# Set 52 (written and checked with grep before its first run, ids p54-*) is eleven image, QR-code and barcode
# libraries' READMEs whose options share names (width, height, margin, scale, quality, deflate level), each
# taken with npm pack (MIT unless noted): qrcode@1.5.4 ('###### option' entries over 'Default: `4`' lines, a
# CLI help text without defaults), jsbarcode@3.12.3 (an options table with a Default value column),
# pngjs@7.0.0 ('(default: 9)' items), canvas@3.2.3 (defaults as object literals in prose, 'Defaults to
# `'good'`.'), svgo@4.1.0 (a sample config whose values are not stated as defaults), image-size@2.1.0,
# bwip-js@4.11.4 ('Default is 2.' items), blurhash@2.0.5 (signatures only), jpeg-js@0.4.4 (BSD-3-Clause; a
# decode options table, an encode sample), gifenc@1.0.3 ('(number, default 4096)' items) and qr-image@3.2.0.
# Set 53 (written and checked with grep before its first run, ids p55-*) is eleven duration, date and byte-size
# formatters' and parsers' READMEs whose options share names (round, spacer, locale, separator, units), each
# taken with npm pack (MIT unless noted): humanize-duration@3.35.1 (Unlicense; '### option' entries over
# 'Default: `"en"`.'), pretty-ms@10.0.0 and pretty-bytes@7.2.0 ('##### option' entries under Type lines),
# ms@2.1.3 (samples only), parse-duration@2.1.9, cron-parser@5.10.7 (an options table without a Default
# column), rrule@2.8.1 (BSD-3-Clause; an HTML options table, a <dl> of keyword arguments), chrono-node@2.10.3,
# timeago.js@4.0.2, filesize@11.0.30 (BSD-3-Clause; an options table with a Default column) and bytes@3.1.2
# ('Default value to `2`.' in a Description column).
# Set 54 (written and checked with grep before its first run, ids p56-*) is twelve terminal-output READMEs whose
# options share names (width, stream, padding, align, limit, interval), each taken with npm pack (MIT unless
# noted): boxen@8.0.1, cli-truncate@5.2.0 and wrap-ansi@10.0.2 ('##### option' entries over 'Default:' lines),
# chalk@5.6.2 (a level table), cli-progress@3.12.0 (an option list with '(default: 10)' inline), cli-table3@0.6.5
# (samples only), ora@9.4.1, progress@2.0.3 ('defaulting to 16' items), table@6.10.1 (BSD-3-Clause; HTML anchors
# before each entry), figlet@1.12.0 ('Default value:' lines, a release history), prompts@2.4.2 (option tables
# with 'Defaults to' in a Description column) and enquirer@2.4.1 (option tables, key-binding tables of <kbd>).
# Set 55 (written and checked with grep before its first run, ids p57-*) is twelve validation and templating
# READMEs, each taken with npm pack (MIT unless noted): validator@13.15.35 (a table of validators whose
# options cells read "`options` is an object which defaults to `{ … }`"), fastest-validator@1.19.1 (a
# Property | Default | Description table per rule, the same properties with other defaults), class-validator@0.15.1
# (an options interface, decorator tables), ajv@8.20.0, valibot@1.5.0, superstruct@2.0.2, mustache@4.2.0,
# handlebars@4.7.10, pug@3.0.4, dot@1.1.3, eta@4.6.0 and squirrelly@9.1.1.
# Set 56 (written and checked with grep before its first run, ids p58-*) is ten string-transformation READMEs
# whose options share names (separator, replacement, locale, trim, strict), each taken with npm pack (MIT):
# slugify@1.6.9 (options as a commented sample), @sindresorhus/slugify@3.0.1 and camelcase@9.0.0 ('##### option'
# entries over 'Default:' lines), change-case@5.4.4, filenamify@7.0.3, sanitize-filename@1.6.4, he@1.2.0 (a
# sentence "The default value for the `x` option is `false`." per option), entities@9.0.0 (benchmark tables),
# pluralize@8.0.0 and transliteration@2.6.1 (two option tables with a Default column, two CLI help texts).
# Set 57 (written and checked with grep before its first run, ids p59-*) is nine URL and HTTP-header READMEs,
# each taken with npm pack (MIT): normalize-url@9.0.1 and query-string@9.5.1 ('##### option' entries over
# 'Default:' lines), cookie@1.1.1, path-to-regexp@9.0.0 ('(default: `'/'`)' items), url-parse@1.5.10,
# content-disposition@2.0.1, mime-types@3.0.2 (samples with their results), etag@1.8.1 and range-parser@1.3.0.
# Set 58 (written and checked with grep before its first run, ids p60-*) is eleven ID-generation and object-utility
# READMEs, each taken with npm pack (MIT unless noted): uuid@14.0.3 (option tables whose keys carry their
# defaults, '[`options.nsecs = 0`]'), hashids@2.3.0, @paralleldrive/cuid2@3.3.0 (a CLI help text),
# short-unique-id@5.3.2 (Apache-2.0), deepmerge@4.3.1, rfdc@1.4.1 (defaults in the signature heading),
# object-hash@3.0.0 (readme.markdown; an option list with 'default: x' at each line's end), flat@6.0.1,
# json-stable-stringify@1.3.0, ulid@3.0.2 and defu@6.1.7.
# Set 59 (written and checked with grep before its first run, ids p61-*) is twelve retry, concurrency and
# memoization READMEs whose options share names and differ in defaults (retries, factor, randomize, concurrency,
# interval, timeout), each taken with npm pack (MIT unless noted): async-retry@1.3.3 and promise-retry@2.0.1
# ('Default is `x`.' items, randomize true in one and false in the other), exponential-backoff@3.1.3
# (Apache-2.0; 'Default value is x.' lines), p-limit@7.3.3, p-timeout@8.0.0, p-map@7.1.1, p-throttle@8.1.1,
# throttle-debounce@5.0.2 ('Optional, defaults to false.'), p-wait-for@6.0.0, emittery@2.2.0, memoize-one@6.0.0
# and p-memoize@9.0.0.
# Set 60 (written and checked with grep before its first run, ids p62-*) is three colour-manipulation READMEs
# whose methods share names and differ in defaults (lighten, mix, isReadable), each taken with npm pack (MIT):
# tinycolor2@1.6.0 (signatures in code spans, '`lighten: function(amount = 10)`'), colord@2.14.0 (signatures in
# <summary> tags, '.lighten(amount = 0.1, options?)', an option table with a Default column) and color@5.0.3.
# Set 61 (written and checked with the scorer's hasKeyFact and grep before its first run, ids p63-*) is seven
# search-library READMEs that name the same options (threshold, limit, tokenize) with different defaults,
# each taken with npm pack: fast-fuzzy@1.12.0 (ISC; an options table with a default column), match-sorter@8.3.2
# (MIT; '_Default: `MATCHES`_' under '### threshold: `number`'), fuzzysort@4.0.2 (MIT; defaults as a commented
# options object), flexsearch@0.8.212 (Apache-2.0; HTML option tables with a Default column),
# minisearch@7.2.0 (MIT; a sample that sets its own default search options), js-search@2.0.1 (MIT) and
# fuse.js@7.5.0 (Apache-2.0).
# Set 62 (written and checked with the scorer's hasKeyFact and grep before its first run, ids p64-*) is eight Koa
# middleware READMEs whose options share names (jsonLimit, formLimit, maxage, gzip, brotli) and differ in
# defaults, each taken with npm pack (MIT): @koa/cors@5.0.0 (options in a JSDoc comment), koa-body@8.0.1,
# @koa/bodyparser@6.1.0, koa-static@5.0.0 and koa-send@5.0.1 (option lists, 'defaults to …'),
# koa-compress@5.2.2 ('### options.threshold' entries), koa-session@7.0.2 (defaults in a sample's comments)
# and koa-ratelimit@6.0.0 (defaults in brackets, '`max` max requests within `duration` \[2500]').
# Set 63 (written and checked with the scorer's hasKeyFact and grep before its first run, ids p65-*) is five READMEs
# of upload parsers and config stores whose options share names (maxFields, maxFieldsSize, uploadDir,
# hashAlgorithm, clearInvalidConfig) and differ in defaults, each taken with npm pack: formidable@3.5.4,
# multiparty@4.3.1 and express-fileupload@1.5.2 (MIT; an options table whose cells hold HTML lists with
# '**(default)**'), conf@15.1.0 (MIT; '#### name' entries with 'Default: …' lines) and configstore@8.0.0
# (BSD-2-Clause).
# Set 64 (written and checked with the scorer's hasKeyFact and grep before its first run, ids p66-*) is four READMEs
# of worker pools and task queues whose options share names (idleTimeout, concurrency, timeout) and differ in
# defaults, each taken with npm pack (MIT): piscina@5.3.2 (a nested option list, 'The default is `1`'),
# tinypool@2.2.0 ('Disabled by default.'), p-queue@9.3.5 ('##### name' entries with 'Default: …' lines) and
# agenda@6.2.6 (samples whose comments give some defaults).
# Set 65 (written and checked with the scorer's hasKeyFact and grep before its first run, ids p67-*) is five
# READMEs of SSH, SFTP, FTP and SOCKS clients (MIT, npm pack): ssh2@1.17.0 (a 71 KB API reference of nested option
# lists, each ending '**Default:** `…`' or '(none)'; its tarball's root folder is not package/),
# ssh2-sftp-client@12.1.1 (an Org-mode export: numbered option lists, option samples in code fences),
# basic-ftp@6.2.6 (signatures in code spans, 'default: 21' inline), node-ssh@13.2.1 (a TypeScript
# declaration, no defaults) and socks@2.8.11 (an options sample whose comments state one default).
# Set 66 (written and checked with the scorer's hasKeyFact and grep before its first run, ids p68-*) is four
# READMEs of development servers and process runners (MIT, npm pack): concurrently@9.2.5 (an API option
# list, 'Default: `10`' on the line after), serve-handler@6.1.8 (an options table, '### name (Type)' entries
# whose defaults are said in prose, JSON samples that set other values), express-http-proxy@2.1.2
# ('#### name' entries, 'Defaults to ```true```') and chokidar-cli@3.0.0 (a CLI help text, '[default: 400]').
# Set 67 (written and checked with the scorer's hasKeyFact and grep before its first run, ids p69-*) is five
# READMEs of internationalisation libraries, each taken with npm pack: i18n@0.15.4 (MIT; 'list of all
# configuration options', a sample whose values are examples and whose comments state the defaults),
# node-polyglot@2.6.0 (BSD-2-Clause), i18next-browser-languagedetector@8.3.0 and i18next-fs-backend@2.6.10
# (MIT; samples whose defaults are linked elsewhere or commented out) and y18n@5.0.8 (ISC).
# Set 68 (written and checked with the scorer's hasKeyFact and grep before its first run, ids p70-*) is seven
# READMEs of number, decimal and money libraries, each taken with npm pack (MIT): currency.js@2.0.4 (options
# as '`name` *default*: `value`<br/>' lines), bignumber.js@11.1.5, decimal.js@10.6.0 and big.js@7.0.1 (three
# sister libraries whose READMEs repeat one another and set DECIMAL_PLACES, precision and DP in examples
# without stating their defaults), fraction.js@5.3.4 (an API as '### Type name([arg=default])' headings),
# numeral@2.0.6 and accounting@0.4.1 (mostly changelogs).
# Set 69 (written and checked with the scorer's hasKeyFact and grep before its first run, ids p71-*) is five
# READMEs of e-mail libraries, each taken with npm pack: emailjs@5.0.3 (MIT; an options sample whose comments
# state some defaults and whose other values are examples), smtp-server@3.21.6 (MIT-0; prose sections on
# options, reply codes), mailparser@3.14.5 (MIT), imapflow@2.10.2 (MIT; runtimes, transports, connection
# state) and nodemailer@10.6.1 (MIT-0; an FAQ of '####' questions).
# Set 70 (written and checked with the scorer's hasKeyFact and grep before its first run, ids p72-*) is six
# READMEs of HTML parsing and DOM libraries, each taken with npm pack: jsdom@31.0.1 (MIT; options as list items
# that say "It defaults to ..."), htmlparser2@12.0.0 (MIT; event and option tables), node-html-parser@9.0.7
# (MIT; an options sample whose comments state some defaults, '### name' method entries), linkedom@0.18.15
# (ISC; an FAQ in <details> blocks), html-minifier-terser@7.2.0 (MIT; an options table with a Default column,
# some cells empty) and cheerio@1.2.0 (MIT; a README named Readme.md, an HTML banner).
# Set 71 (written and checked with the scorer's hasKeyFact and grep before its first run, ids p73-*) is six
# READMEs of stream and binary-data modules, each taken with npm pack: busboy@1.6.0 (MIT; a config list whose
# entries end '**Default:** `value`', nested limits), tar-stream@3.3.0 (MIT; a header sample whose comments
# state the defaults), iconv-lite@0.7.3 (MIT; BOM and endianness rules as list items), file-type@21.3.4
# (MIT; a readme.md API reference with 'Default: `4100`' lines), raw-body@3.0.2 (MIT; options as list items,
# error types as '####' headings) and split2@4.2.0 (ISC; prose only).
# Set 72 (written and checked with the scorer's hasKeyFact and grep before its first run, ids p74-*) is five
# READMEs of testing libraries, each taken with npm pack: supertest@7.3.2 (MIT; '### .expect(...)' entries),
# @sinonjs/fake-timers@15.5.0 (BSD-3-Clause; a wide config table, filed under @sinonjs/fake-timers/),
# mock-fs@5.5.0 (MIT; a readme.md whose entries end 'Defaults to `0777`.'), proxyquire@2.1.3 (MIT) and
# testdouble@3.21.1 (MIT; long prose).
#   bash eval/probes/readmes/make-docs.sh <1..72> [target dir]   (default: eval/out/probe-readmes-<set>)
#   npm run eval:corpus -- eval/out/probe-readmes-<set>
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
set_no="${1:?usage: make-docs.sh <1..72> [target dir]}"
case "$set_no" in
  1) packages="autocannon qs dotenv dataloader node-fetch commander glob" ;;
  2) packages="cosmiconfig keyv loglevel find-my-way micromatch graphql-http" ;;
  3) packages="body-parser debug uuid lru-cache pg-pool chokidar pino-pretty" ;;
  4) packages="proper-lockfile rate-limiter-flexible ws secure-json-parse semver execa" ;;
  5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30 | 31 | 32 | 33 | 34 | 35 | 36 | 37 | 38 | 39 | 40 | 41 | 42 | 43 | 44 | 45 | 46 | 47 | 48 | 49 | 50 | 51 | 52 | 53 | 54 | 55 | 56 | 57 | 58 | 59 | 60 | 61 | 62 | 63 | 64 | 65 | 66 | 67 | 68 | 69 | 70 | 71 | 72) packages="" ;;
  *) echo "no set $set_no (1 to 72)" >&2; exit 2 ;;
esac
target="${2:-$repo/eval/out/probe-readmes-$set_no}"
rm -rf "$target" && mkdir -p "$target/docs"
cp "$here/set$set_no.jsonl" "$target/questions.jsonl"
for pkg in $packages; do
  src="$(ls "$repo/node_modules/$pkg"/[Rr][Ee][Aa][Dd][Mm][Ee].md | head -1)"
  mkdir -p "$target/docs/$pkg"
  cp "$src" "$target/docs/$pkg/README.md"
  echo "$pkg $(node -p "require('$repo/node_modules/$pkg/package.json').version")"
done
# a whole documentation site from a package's tarball: <package@version> <docs folder in it> <folder>
site() {
  local pack
  pack="$(mktemp -d)"
  (cd "$pack" && npm pack "$1" --silent >/dev/null && tar xzf ./*.tgz)
  mkdir -p "$target/docs/$3"
  (cd "$pack/package/$2" && find . -name '*.md' -exec cp --parents {} "$target/docs/$3/" \;)
  rm -rf "$pack"
  echo "$1 $2 ($(find "$target/docs/$3" -name '*.md' | wc -l) pages)"
}
if [ "$set_no" = 5 ]; then site fastify@5.12.8 docs fastify; fi
if [ "$set_no" = 6 ]; then site undici@7.30.2 docs/docs undici; fi
if [ "$set_no" = 8 ]; then site npm@11.6.2 docs/content npm; fi
if [ "$set_no" = 9 ]; then site semantic-release@24.2.9 docs semantic-release; fi
if [ "$set_no" = 10 ]; then site markdownlint@0.40.0 doc markdownlint; fi
if [ "$set_no" = 12 ]; then site eslint-plugin-import@2.32.0 docs/rules eslint-plugin-import; fi
if [ "$set_no" = 13 ]; then site mercurius@16.10.1 docs mercurius; fi
if [ "$set_no" = 14 ]; then site sails@1.5.18 docs sails; fi
if [ "$set_no" = 15 ]; then
  site nan@2.30.0 doc nan
  site node-gyp@12.4.0 gyp/docs gyp
  site date-fns@4.4.0 docs date-fns
fi
if [ "$set_no" = 16 ]; then site eslint-plugin-jest@29.17.0 docs/rules eslint-plugin-jest; fi
if [ "$set_no" = 18 ]; then site @trpc/server@11.25.2 skills trpc; fi
# a README from a package's tarball: <package@version> <folder>
packed_readme() {
  local pack root
  pack="$(mktemp -d)"
  (cd "$pack" && npm pack "$1" --silent >/dev/null && tar xzf ./*.tgz)
  mkdir -p "$target/docs/$2"
  # (a tarball's root folder is package/ but for ssh2's, mscdex-ssh2-<commit>/; handlebars writes README.markdown)
  root="$(find "$pack" -mindepth 1 -maxdepth 1 -type d | head -1)"
  cp "$(ls "$root"/[Rr][Ee][Aa][Dd][Mm][Ee].md "$root"/[Rr][Ee][Aa][Dd][Mm][Ee].markdown 2>/dev/null | head -1)" "$target/docs/$2/README.md"
  rm -rf "$pack"
  echo "$1 README"
}
if [ "$set_no" = 19 ]; then
  site swagger-jsdoc@6.3.0 docusaurus/versioned_docs swagger-jsdoc
  site documentation@14.0.3 docs documentation
  packed_readme nodemon@3.1.14 nodemon
  packed_readme ioredis@6.0.0 ioredis
  packed_readme webpack-dev-server@5.2.7 webpack-dev-server
  packed_readme got@14.6.6 got
fi
# named pages of a package's tarball: <package@version> <folder> <file>...
packed_pages() {
  local pack pkg="$1" folder="$2"
  shift 2
  pack="$(mktemp -d)"
  (cd "$pack" && npm pack "$pkg" --silent >/dev/null && tar xzf ./*.tgz)
  mkdir -p "$target/docs/$folder"
  for f in "$@"; do cp "$pack/package/$f" "$target/docs/$folder/$f"; done
  rm -rf "$pack"
  echo "$pkg $*"
}
if [ "$set_no" = 20 ]; then
  packed_pages axios@1.21.1 axios README.md MIGRATION_GUIDE.md
  packed_pages terser@5.51.4 terser README.md
  packed_pages highlight.js@11.12.0 highlight.js README.md SUPPORTED_LANGUAGES.md VERSION_10_UPGRADE.md VERSION_11_UPGRADE.md SECURITY.md
fi
if [ "$set_no" = 21 ]; then
  for pkg in helmet@8.3.0 cors@2.8.6 multer@2.5.0 http-proxy-middleware@3.0.11 winston@3.19.0 yup@1.7.1; do
    packed_readme "$pkg" "${pkg%@*}"
  done
  packed_pages lint-staged@16.4.0 lint-staged README.md MIGRATION.md
fi
if [ "$set_no" = 22 ]; then
  for pkg in jsonwebtoken@9.0.3 sanitize-html@2.17.5 convict@6.2.5 prom-client@15.1.3 node-cron@4.6.0 ejs@7.0.2 nock@15.0.2; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 23 ]; then
  for pkg in unified@11.0.5 mdast-util-to-markdown@2.2.5 hast-util-to-html@9.0.7 rehype-stringify@10.0.1 vfile@6.0.3 micromark@4.0.3 remark-parse@11.0.0; do
    packed_pages "$pkg" "${pkg%@*}" readme.md
  done
fi
if [ "$set_no" = 24 ]; then
  site eslint-plugin-jsx-a11y@6.10.2 docs/rules eslint-plugin-jsx-a11y
  packed_readme eslint-plugin-jsx-a11y@6.10.2 eslint-plugin-jsx-a11y
fi
if [ "$set_no" = 25 ]; then
  site @reduxjs/toolkit@2.16.0 skills redux-toolkit
  packed_readme @reduxjs/toolkit@2.16.0 redux-toolkit
  packed_pages knex@3.3.0 knex README.md UPGRADING.md
fi
# an .mdx documentation site from a package's tarball: <package@version> <docs folder in it> <folder>
mdx_site() {
  local pack
  pack="$(mktemp -d)"
  (cd "$pack" && npm pack "$1" --silent >/dev/null && tar xzf ./*.tgz)
  mkdir -p "$target/docs/$3"
  (cd "$pack/package/$2" && find . -name '*.mdx' -exec cp --parents {} "$target/docs/$3/" \;)
  rm -rf "$pack"
  echo "$1 $2 ($(find "$target/docs/$3" -name '*.mdx' | wc -l) pages)"
}
if [ "$set_no" = 17 ]; then mdx_site turbo@2.11.11 docs turbo; fi
if [ "$set_no" = 26 ]; then mdx_site ai@6.0.326 docs ai-sdk; fi
if [ "$set_no" = 29 ]; then mdx_site @trigger.dev/sdk@4.8.3 docs trigger-dev; fi
if [ "$set_no" = 27 ]; then site next@16.4.6 dist/docs next; fi
if [ "$set_no" = 28 ]; then site react-router@7.18.7 docs react-router; fi
if [ "$set_no" = 30 ]; then site serverless@3.40.0 docs serverless; fi
if [ "$set_no" = 31 ]; then
  site @mastra/mcp-docs-server@0.13.31 .docs/raw mastra
  mdx_site @mastra/mcp-docs-server@0.13.31 .docs/raw mastra
fi
if [ "$set_no" = 32 ]; then
  site @voltagent/core@2.10.0 docs voltagent
  mdx_site @voltagent/core@2.10.0 docs voltagent
fi
if [ "$set_no" = 33 ]; then
  site @tanstack/ai@0.58.0 skills tanstack-ai
  site @tanstack/db@0.15.2 skills tanstack-db
fi
if [ "$set_no" = 34 ]; then site aws-cdk-lib@2.276.0 . aws-cdk; fi
if [ "$set_no" = 35 ]; then
  packed_pages @vercel/sdk@1.28.35 vercel-sdk README.md FUNCTIONS.md RUNTIMES.md
  for pkg in openai@6.49.0 stripe@23.1.0 twilio@6.3.1; do packed_readme "$pkg" "${pkg%@*}"; done
fi
if [ "$set_no" = 36 ]; then
  site @tanstack/table-core@9.3.1 . tanstack-table
  site @tanstack/router-core@1.171.39 . tanstack-router
fi
if [ "$set_no" = 37 ]; then
  for pkg in @fastify/cors@11.4.3 @fastify/rate-limit@11.2.0 @fastify/static@10.1.11 @fastify/jwt@10.2.8 @fastify/cookie@11.1.5 @fastify/multipart@10.1.9 @fastify/compress@9.2.0 @fastify/websocket@11.3.7 @fastify/swagger@9.9.3 @fastify/session@11.1.3; do
    name="${pkg%@*}"
    packed_readme "$pkg" "fastify-${name#@fastify/}"
  done
fi
if [ "$set_no" = 38 ]; then
  for pkg in http-server@14.1.1 c8@12.0.0 nyc@18.0.0 live-server@1.2.2 json-server@0.17.4 npm-check-updates@22.2.9 wait-on@9.5.1 ts-node@10.9.2; do
    packed_readme "$pkg" "${pkg%@*}"
  done
  site concurrently@9.2.5 . concurrently
fi
if [ "$set_no" = 39 ]; then
  for pkg in bottleneck@2.19.5 workerpool@10.0.3 bee-queue@2.0.0 better-queue@3.8.12 croner@11.0.1 retry@0.13.1; do
    packed_readme "$pkg" "${pkg%@*}"
  done
  packed_pages p-queue@9.3.5 p-queue readme.md
  packed_pages p-retry@7.1.1 p-retry readme.md
  site piscina@5.3.2 docs/docs piscina
  packed_readme piscina@5.3.2 piscina
fi
if [ "$set_no" = 40 ]; then
  for pkg in bunyan@2.0.5 roarr@7.21.7 pino-http@11.0.0 morgan@1.12.1 express-winston@4.2.0 consola@3.4.2 npmlog@7.0.1; do
    packed_readme "$pkg" "${pkg%@*}"
  done
  packed_pages tslog@5.1.0 tslog README.md RECIPES.md MIGRATION_v4_to_v5.md
fi
if [ "$set_no" = 41 ]; then
  for pkg in express-session@1.19.0 cookie-session@2.1.1 serve-static@2.2.1 serve-index@1.9.2 compression@1.8.2 express-rate-limit@8.7.5 express-slow-down@3.1.1 method-override@3.0.0 response-time@2.3.4 errorhandler@1.5.2 connect-timeout@1.9.1; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 43 ]; then
  for pkg in meow@14.1.0 minimist@1.2.8 yargs-parser@22.0.0 cac@7.1.0 arg@5.0.2 mri@1.2.0 sade@1.8.1 getopts@2.3.0; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 72 ]; then
  for pkg in supertest@7.3.2 @sinonjs/fake-timers@15.5.0 mock-fs@5.5.0 proxyquire@2.1.3 testdouble@3.21.1; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 71 ]; then
  for pkg in busboy@1.6.0 tar-stream@3.3.0 iconv-lite@0.7.3 file-type@21.3.4 raw-body@3.0.2 split2@4.2.0; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 70 ]; then
  for pkg in jsdom@31.0.1 htmlparser2@12.0.0 node-html-parser@9.0.7 linkedom@0.18.15 html-minifier-terser@7.2.0 cheerio@1.2.0; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 69 ]; then
  for pkg in emailjs@5.0.3 smtp-server@3.21.6 mailparser@3.14.5 imapflow@2.10.2 nodemailer@10.6.1; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 68 ]; then
  for pkg in currency.js@2.0.4 bignumber.js@11.1.5 decimal.js@10.6.0 big.js@7.0.1 fraction.js@5.3.4 numeral@2.0.6 accounting@0.4.1; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 67 ]; then
  for pkg in i18n@0.15.4 node-polyglot@2.6.0 i18next-browser-languagedetector@8.3.0 i18next-fs-backend@2.6.10 y18n@5.0.8; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 66 ]; then
  for pkg in concurrently@9.2.5 serve-handler@6.1.8 express-http-proxy@2.1.2 chokidar-cli@3.0.0; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 65 ]; then
  for pkg in ssh2@1.17.0 ssh2-sftp-client@12.1.1 basic-ftp@6.2.6 node-ssh@13.2.1 socks@2.8.11; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 64 ]; then
  for pkg in piscina@5.3.2 tinypool@2.2.0 p-queue@9.3.5 agenda@6.2.6; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 63 ]; then
  for pkg in formidable@3.5.4 multiparty@4.3.1 express-fileupload@1.5.2 conf@15.1.0 configstore@8.0.0; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 62 ]; then
  for pkg in @koa/cors@5.0.0 koa-body@8.0.1 @koa/bodyparser@6.1.0 koa-static@5.0.0 koa-send@5.0.1 koa-compress@5.2.2 koa-session@7.0.2 koa-ratelimit@6.0.0; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 61 ]; then
  for pkg in fast-fuzzy@1.12.0 match-sorter@8.3.2 fuzzysort@4.0.2 flexsearch@0.8.212 minisearch@7.2.0 js-search@2.0.1 fuse.js@7.5.0; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 60 ]; then
  for pkg in tinycolor2@1.6.0 colord@2.14.0 color@5.0.3; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 59 ]; then
  for pkg in async-retry@1.3.3 promise-retry@2.0.1 exponential-backoff@3.1.3 p-limit@7.3.3 p-timeout@8.0.0 p-map@7.1.1 p-throttle@8.1.1 throttle-debounce@5.0.2 p-wait-for@6.0.0 emittery@2.2.0 memoize-one@6.0.0 p-memoize@9.0.0; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 58 ]; then
  for pkg in uuid@14.0.3 hashids@2.3.0 @paralleldrive/cuid2@3.3.0 short-unique-id@5.3.2 deepmerge@4.3.1 rfdc@1.4.1 object-hash@3.0.0 flat@6.0.1 json-stable-stringify@1.3.0 ulid@3.0.2 defu@6.1.7; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 57 ]; then
  for pkg in normalize-url@9.0.1 query-string@9.5.1 cookie@1.1.1 path-to-regexp@9.0.0 url-parse@1.5.10 content-disposition@2.0.1 mime-types@3.0.2 etag@1.8.1 range-parser@1.3.0; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 56 ]; then
  for pkg in slugify@1.6.9 @sindresorhus/slugify@3.0.1 camelcase@9.0.0 change-case@5.4.4 filenamify@7.0.3 sanitize-filename@1.6.4 he@1.2.0 entities@9.0.0 pluralize@8.0.0 transliteration@2.6.1; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 55 ]; then
  for pkg in validator@13.15.35 fastest-validator@1.19.1 class-validator@0.15.1 ajv@8.20.0 valibot@1.5.0 superstruct@2.0.2 mustache@4.2.0 handlebars@4.7.10 pug@3.0.4 dot@1.1.3 eta@4.6.0 squirrelly@9.1.1; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 54 ]; then
  for pkg in boxen@8.0.1 chalk@5.6.2 cli-progress@3.12.0 cli-table3@0.6.5 cli-truncate@5.2.0 wrap-ansi@10.0.2 ora@9.4.1 progress@2.0.3 table@6.10.1 figlet@1.12.0 prompts@2.4.2 enquirer@2.4.1; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 53 ]; then
  for pkg in humanize-duration@3.35.1 pretty-ms@10.0.0 ms@2.1.3 parse-duration@2.1.9 cron-parser@5.10.7 rrule@2.8.1 chrono-node@2.10.3 timeago.js@4.0.2 pretty-bytes@7.2.0 filesize@11.0.30 bytes@3.1.2; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 52 ]; then
  for pkg in qrcode@1.5.4 jsbarcode@3.12.3 pngjs@7.0.0 canvas@3.2.3 svgo@4.1.0 image-size@2.1.0 bwip-js@4.11.4 blurhash@2.0.5 jpeg-js@0.4.4 gifenc@1.0.3 qr-image@3.2.0; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 51 ]; then
  for pkg in xml2js@0.6.2 xml-js@1.6.11 js-yaml@4.1.0 smol-toml@1.9.1 csvtojson@2.0.14 csv-parser@3.2.1 json2csv@5.0.7 gray-matter@4.0.3 csv-writer@1.6.0 ini@6.0.0 fast-xml-parser@5.12.1; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 50 ]; then
  for pkg in bcrypt@6.0.0 bcryptjs@3.0.3 argon2@0.45.1 otplib@13.5.0 speakeasy@2.0.0 express-jwt@8.5.1 csrf-csrf@4.0.3 node-rsa@2.0.0 iron-session@8.0.4 passport@0.7.0; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 49 ]; then
  for pkg in mqtt@5.16.0 nats@2.29.3 rhea@3.0.5 centrifuge@5.8.0 amqplib@2.3.1 amqp-connection-manager@5.0.0 reconnecting-websocket@4.4.0 sockjs-client@1.6.1 mqemitter@7.1.0 kafkajs@2.2.4; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 48 ]; then
  for pkg in tar@7.5.24 yauzl@3.4.0 yazl@3.3.1 fflate@0.8.3 node-stream-zip@1.16.0 pako@3.0.3 decompress@4.2.1 archiver@8.0.0 adm-zip@0.6.1; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 47 ]; then
  for pkg in mysql@2.18.1 postgres@3.4.9 redis@6.4.0 sqlite3@6.0.1 mongodb@7.9.1 tedious@19.2.2 mariadb@3.5.4 better-sqlite3@12.11.1; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 46 ]; then
  for pkg in showdown@2.1.0 remarkable@2.0.1 turndown@7.2.5 markdown-it-anchor@10.0.0 dompurify@3.5.0 marked@18.3.0 markdown-it@15.0.3; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 45 ]; then
  for pkg in chokidar@6.0.0 fast-glob@3.3.3 picomatch@4.0.7 tmp@0.2.7 proper-lockfile@4.1.2 write-file-atomic@8.0.0 rimraf@6.1.4 del@9.0.1; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 44 ]; then
  for pkg in node-cache@5.1.2 generic-pool@3.9.0 tarn@3.1.2 quick-lru@7.3.0 keyv@6.1.0 cache-manager@7.2.9 flat-cache@6.1.23 memoizee@0.4.17 lru-cache@11.5.4; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 42 ]; then
  for pkg in ky@2.1.0 needle@3.5.0 follow-redirects@1.16.3 agentkeepalive@4.6.0 ofetch@1.5.1 make-fetch-happen@16.0.1 http-proxy@1.18.1 axios-retry@4.5.0 wretch@3.0.9; do
    packed_readme "$pkg" "${pkg%@*}"
  done
fi
if [ "$set_no" = 11 ]; then
  pack="$(mktemp -d)"
  (cd "$pack" && npm pack bun-types@1.4.5 --silent >/dev/null && tar xzf ./*.tgz)
  for d in runtime test pm; do mkdir -p "$target/docs/bun/$d" && cp "$pack/package/docs/$d/"*.mdx "$target/docs/bun/$d/"; done
  rm -rf "$pack"
  echo "bun-types@1.4.5 docs/{runtime,test,pm} ($(find "$target/docs/bun" -name '*.mdx' | wc -l) pages)"
fi
if [ "$set_no" = 7 ]; then
  mkdir -p "$target/docs/pino"
  cp "$repo/node_modules/pino/docs/"*.md "$target/docs/pino/"
  echo "pino $(node -p "require('$repo/node_modules/pino/package.json').version") docs ($(ls "$target/docs/pino" | wc -l) pages)"
fi
echo "knowledge base in $target"
