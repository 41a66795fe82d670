#!/usr/bin/env node
// Checks the public API of every entry point a package exports against its committed report, or with --update
// rewrites the reports. API Extractor reads one entry point per run, so each entry of package.json's `exports`
// gets a run of its own with the package's api-extractor.json: `.` writes api/<name>.api.md and `./rules`
// writes api/<name>-rules.api.md.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import process from 'node:process';
import {
  CompilerState,
  ConsoleMessageId,
  Extractor,
  ExtractorConfig,
  ExtractorMessageId,
} from '@microsoft/api-extractor';

const update = process.argv.includes('--update');
const packageDir = process.cwd();
const packageJsonPath = resolve(packageDir, 'package.json');
const manifest = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
const configPath = resolve(packageDir, 'api-extractor.json');
const packageConfig = ExtractorConfig.loadFile(configPath);
const unscopedName = manifest.name.replace(/^@[^/]+\//, '');
const updateCommand = `pnpm turbo run api-report:update --filter=${manifest.name}`;

const entryPoints = Object.entries(manifest.exports ?? {}).map(([subpath, target]) => {
  const entryName = subpath.replace(/^\.\/?/, '');
  const declarations = typeof target === 'object' ? target.types : undefined;
  return {
    isMain: entryName === '',
    importPath: entryName ? `${manifest.name}/${entryName}` : manifest.name,
    declarations,
    declarationsPath: declarations && resolve(packageDir, declarations),
    reportName: entryName ? `${unscopedName}-${entryName.replaceAll('/', '-')}` : unscopedName,
  };
});

/**
 * A further entry point's report leaves out the types it shares with the package's other entries, where users
 * import them from; so its forgotten exports reach the message callback instead of the report, and any other one
 * fails.
 */
function messagesFor(entry) {
  if (entry.isMain) return packageConfig.messages;
  const { messages = {} } = packageConfig;
  const reporting = messages.extractorMessageReporting ?? {};
  return {
    ...messages,
    extractorMessageReporting: {
      ...reporting,
      [ExtractorMessageId.ForgottenExport]: { logLevel: 'warning', addToApiReportFile: false },
    },
  };
}

function extractorConfigFor(entry) {
  return ExtractorConfig.prepare({
    configObject: {
      ...packageConfig,
      mainEntryPointFilePath: entry.declarationsPath,
      apiReport: { ...packageConfig.apiReport, reportFileName: entry.reportName },
      messages: messagesFor(entry),
    },
    configObjectFullPath: configPath,
    packageJsonFullPath: packageJsonPath,
  });
}

/** The names an entry point exports, read from the program API Extractor compiled (TypeScript's own API). */
function namesExportedBy(compilerState, declarationsPath) {
  const program = compilerState.program;
  const sourceFile = program.getSourceFile(declarationsPath);
  const checker = program.getTypeChecker();
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  return new Set(moduleSymbol ? checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name) : []);
}

let anyReportChanged = false;
const failures = entryPoints
  .filter((entry) => !entry.declarations)
  .map(
    (entry) => `${entry.importPath} names no "types" in package.json's exports, so it has no API to report.`,
  );
const reported = entryPoints.filter((entry) => entry.declarations);
const mainEntry = reported.find((entry) => entry.isMain);

// One compilation serves every entry point, and tells which names each entry exports.
const compilerState = CompilerState.create(extractorConfigFor(mainEntry ?? reported[0]), {
  additionalEntryPoints: reported.map((entry) => entry.declarationsPath),
});
const namesByEntry = new Map(
  reported.map((entry) => [entry, namesExportedBy(compilerState, entry.declarationsPath)]),
);

/** Whether another entry point of the package exports the name, so users import it from there. */
function exportedElsewhere(entry, name) {
  return reported.some((other) => other !== entry && namesByEntry.get(other).has(name));
}

for (const entry of reported) {
  const config = extractorConfigFor(entry);
  if (update) mkdirSync(config.reportFolder, { recursive: true });
  const reportPath = `api/${entry.reportName}.api.md`;
  console.log(`${entry.importPath} (${entry.declarations}) → ${reportPath}`);
  const result = Extractor.invoke(config, {
    compilerState,
    localBuild: update,
    printApiReportDiff: !update,
    messageCallback(message) {
      if (message.messageId === ConsoleMessageId.Preamble) message.handled = true;
      const forgotten = /^The symbol "([^"]+)"/.exec(message.text)?.[1];
      if (
        message.messageId === ExtractorMessageId.ForgottenExport &&
        !entry.isMain &&
        exportedElsewhere(entry, forgotten)
      ) {
        message.logLevel = 'none';
        message.handled = true;
      }
      if (message.messageId === ConsoleMessageId.ApiReportNotCopied) {
        message.handled = true;
        console.error(`The public API of ${entry.importPath} no longer matches ${reportPath}.`);
      }
    },
  });
  if (result.succeeded) continue;
  if (result.apiReportChanged) {
    anyReportChanged = true;
    failures.push(`${entry.importPath} exports a different API from ${reportPath} (the changes are above).`);
  } else {
    const problems = result.errorCount + result.warningCount;
    failures.push(
      `${entry.importPath}: API Extractor found ${problems} problem${problems === 1 ? '' : 's'} (above).`,
    );
  }
}

if (failures.length > 0) {
  console.error(['', ...failures].join('\n'));
  if (anyReportChanged && !update) {
    console.error(
      `\nIf the change is meant, run \`${updateCommand}\` and commit the report with it, so that it is reviewed.`,
    );
  }
  process.exit(1);
}
