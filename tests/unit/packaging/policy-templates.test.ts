import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_MODES } from '@shared/constants/desktop';
import {
  POLICY_DEFINITIONS,
  POLICY_REGISTRY_KEY,
  resolveConsoleSettings,
  silentLogger,
} from '../../../src-main/core';
import { settingsFromPolicyNames } from '../../../src-main/core/config/policy-definitions';
import { REPO_ROOT } from './builder-config';

const FOLDER = path.join(REPO_ROOT, 'resources', 'policies');
const LANGUAGES = ['ja-JP', 'en-US'] as const;
const NAMESPACE = 'http://schemas.microsoft.com/GroupPolicy/2006/07/PolicyDefinitions';

interface XmlElement {
  local: string;
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
  parent: XmlElement | null;
}

/** Parses as namespaced XML with saxes (a conforming XML parser): a malformed file throws. */
function parseXml(text: string, name: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlElement = {
    local: '#document',
    uri: '',
    attributes: {},
    children: [],
    text: '',
    parent: null,
  };
  let current = root;
  parser.on('error', (error) => {
    throw new Error(`${name} is not well-formed XML: ${error.message}`);
  });
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(
      Object.values(tag.attributes).map((attribute) => [attribute.local, attribute.value]),
    );
    const element: XmlElement = {
      local: tag.local,
      uri: tag.uri,
      attributes,
      children: [],
      text: '',
      parent: current,
    };
    current.children.push(element);
    current = element;
  });
  parser.on('text', (value) => {
    current.text += value;
  });
  parser.on('closetag', () => {
    current = current.parent ?? root;
  });
  parser.write(text).close();
  const [documentElement] = root.children;
  if (!documentElement) throw new Error(`${name} has no root element`);
  return documentElement;
}

/** Every element below (depth first) with that local name. */
function all(element: XmlElement, local: string): XmlElement[] {
  return element.children.flatMap((child) => [
    ...(child.local === local ? [child] : []),
    ...all(child, local),
  ]);
}

let admx: XmlElement;
let admxText = '';
const adml: Record<string, XmlElement> = {};

beforeAll(async () => {
  admxText = await readFile(path.join(FOLDER, 'CashlessConsole.admx'), 'utf8');
  admx = parseXml(admxText, 'CashlessConsole.admx');
  for (const language of LANGUAGES) {
    const file = `${language}/CashlessConsole.adml`;
    adml[language] = parseXml(await readFile(path.join(FOLDER, file), 'utf8'), file);
  }
});

describe('Group Policy templates (resources/policies)', () => {
  it('are well-formed XML in the PolicyDefinitions namespace', () => {
    expect([admx.local, admx.uri]).toEqual(['policyDefinitions', NAMESPACE]);
    for (const language of LANGUAGES) {
      expect([adml[language]?.local, adml[language]?.uri]).toEqual(['policyDefinitionResources', NAMESPACE]);
    }
  });

  it('the test really refuses a malformed file', () => {
    expect(() => parseXml('<policyDefinitions><policy></policyDefinitions>', 'broken')).toThrow(
      /not well-formed/,
    );
  });

  it('name exactly the policies main reads, each a machine policy under its registry key', () => {
    const policies = all(admx, 'policy');
    expect(policies.map((policy) => policy.attributes.name)).toEqual(
      POLICY_DEFINITIONS.map(({ name }) => name),
    );
    for (const policy of policies) {
      expect(policy.attributes.class).toBe('Machine');
      expect(`HKLM\\${policy.attributes.key ?? ''}`.toLowerCase()).toBe(POLICY_REGISTRY_KEY.toLowerCase());
    }
  });

  it('write each value under the name and with the registry type main expects', () => {
    for (const definition of POLICY_DEFINITIONS) {
      const policy = all(admx, 'policy').find((candidate) => candidate.attributes.name === definition.name);
      if (!policy) throw new Error(`no policy ${definition.name}`);
      const element = all(policy, 'elements')[0]?.children[0];
      expect(element?.attributes.valueName ?? policy.attributes.valueName).toBe(definition.name);
      // text and enum items of strings are REG_SZ; multiText is REG_MULTI_SZ; decimal elements and
      // 0/1 switches are REG_DWORD.
      const type =
        element?.local === 'text' || element?.local === 'enum'
          ? 'REG_SZ'
          : element?.local === 'multiText'
            ? 'REG_MULTI_SZ'
            : element?.local === 'decimal' || all(policy, 'enabledValue').length === 1
              ? 'REG_DWORD'
              : 'unknown';
      expect(type).toBe(definition.registryType);
    }
  });

  it('offer exactly the update modes main knows', () => {
    const updateMode = all(admx, 'enum').find((element) => element.attributes.valueName === 'UpdateMode');
    expect(all(updateMode as XmlElement, 'string').map((value) => value.text)).toEqual([...UPDATE_MODES]);
  });

  it.each(LANGUAGES)(
    '%s: every string and presentation the ADMX refers to exists, and no other',
    (language) => {
      const resources = adml[language] as XmlElement;
      const referenced = (kind: string) =>
        [
          ...new Set(
            [...admxText.matchAll(new RegExp(`\\$\\(${kind}\\.([A-Za-z0-9_]+)\\)`, 'g'))].map(
              (match) => match[1],
            ),
          ),
        ].sort();
      const strings = all(resources, 'string')
        .filter((element) => element.parent?.local === 'stringTable')
        .map((element) => element.attributes.id)
        .sort();
      const presentations = all(resources, 'presentation')
        .map((element) => element.attributes.id)
        .sort();
      expect(strings).toEqual(referenced('string'));
      expect(presentations).toEqual(referenced('presentation'));
      const elementIds = all(admx, 'elements').flatMap((elements) =>
        elements.children.map((child) => child.attributes.id),
      );
      for (const presentation of all(resources, 'presentation')) {
        for (const control of presentation.children) expect(elementIds).toContain(control.attributes.refId);
      }
    },
  );
});

describe('the macOS managed preferences sample (resources/policies/macOS)', () => {
  it('is a well-formed plist naming exactly the policies main reads, each with a value its check accepts', async () => {
    const file = path.join(FOLDER, 'macOS', 'jp.example.cashless.console.plist');
    const plist = parseXml(await readFile(file, 'utf8'), 'jp.example.cashless.console.plist');
    const dict = all(plist, 'dict')[0] as XmlElement;
    const keys = dict.children.filter((child) => child.local === 'key').map((key) => key.text);
    expect(keys).toEqual(POLICY_DEFINITIONS.map(({ name }) => name));
    const values = dict.children.filter((child) => child.local !== 'key');
    const read = Object.fromEntries(
      keys.map((key, index) => {
        const value = values[index] as XmlElement;
        if (value.local === 'array') return [key, all(value, 'string').map((item) => item.text)];
        return [key, value.local === 'integer' ? Number(value.text) : value.text];
      }),
    );
    const settings = await resolveConsoleSettings({
      env: {},
      platform: 'darwin',
      userDataDir: '/Users/test/Library/Application Support/CashlessConsole',
      readTextFile: () => Promise.resolve(null),
      policies: settingsFromPolicyNames(read),
      logger: silentLogger,
    });
    for (const { setting } of POLICY_DEFINITIONS) expect(settings[setting].source).toBe('policy');
  });
});
