#!/usr/bin/env node
// Validates Kubernetes manifests against the API's JSON schemas as shipped by the npm package kubernetes-models
// (the OpenAPI schemas of the Kubernetes release it names), offline; the prometheus-operator resources
// (PrometheusRule, ServiceMonitor) against @kubernetes-models/prometheus-operator. Checks types, required fields and enums of
// every built-in kind; like `kubectl apply` without --validate=strict, it does not reject unknown fields.
//   node scripts/deploy/validate-k8s.mjs [file.yaml ...]   (default: the resources of k8s/kustomization.yaml)
// Prints one line per object and exits non-zero when any object is invalid or of a kind it cannot check.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The manifests a kustomization lists, following the directories it names to their own kustomization. */
function kustomizationFiles(directory) {
  const { resources = [] } = parse(readFileSync(join(directory, 'kustomization.yaml'), 'utf8'));
  return resources.flatMap((resource) => {
    const path = join(directory, resource);
    return statSync(path).isDirectory() ? kustomizationFiles(path) : [path];
  });
}

const MODEL_PACKAGES = ['kubernetes-models', '@kubernetes-models/prometheus-operator'];

/** The model class of a kind: each package publishes one module per API group and version. */
async function modelOf(apiVersion, kind) {
  for (const modelPackage of MODEL_PACKAGES) {
    try {
      const group = await import(`${modelPackage}/${apiVersion}`);
      if (group[kind]) return group[kind];
    } catch {
      // Not this package's API group: try the next.
    }
  }
  return undefined;
}

const files = process.argv.length > 2 ? process.argv.slice(2) : kustomizationFiles(join(root, 'k8s'));
let invalid = 0;
for (const file of files) {
  const name = relative(root, file);
  for (const document of parseAllDocuments(readFileSync(file, 'utf8'))) {
    if (document.errors.length > 0) {
      invalid += 1;
      console.log(`INVALID ${name}: YAML ${document.errors[0].message}`);
      continue;
    }
    const object = document.toJS();
    if (object === null) continue;
    const label = `${name}: ${object.apiVersion}/${object.kind} ${object.metadata?.name ?? '(no name)'}`;
    const Model = await modelOf(object.apiVersion, object.kind);
    if (!Model) {
      invalid += 1;
      console.log(`INVALID ${label}: no schema for this apiVersion and kind`);
      continue;
    }
    try {
      new Model(object).validate();
      console.log(`valid ${label}`);
    } catch (error) {
      invalid += 1;
      const details = (error.errors ?? []).map((detail) => `${detail.instancePath} ${detail.message}`);
      console.log(`INVALID ${label}: ${details.length > 0 ? details.join('; ') : error.message}`);
    }
  }
}
process.exitCode = invalid > 0 ? 1 : 0;
