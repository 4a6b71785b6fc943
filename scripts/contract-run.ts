// npm run contract -- [--base-url URL] [--writes] [--token T --token-b T2] [--fuzz N --seed S] ...
// Contract tests for any server (docs/contract-tests.md): per operation the example request, the
// same without a token, every invalid variant, the other codes through the mock's control API;
// then the behaviour sequences the contract's links declare; then generated requests. Without
// --base-url it starts the mock stack (the stateful mock behind prism proxy --errors) itself.
// The modules: scripts/contract/ (cli, spec, http, checks, findings, requests, operations, behaviour,
// generated, coverage, report).
import { contractRun } from './contract/cli.ts';

process.exit(await contractRun(process.argv.slice(2)));
