import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, isNextDataScript, scriptHash } from './inline-scripts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[40519]});';

describe('the hashes a kept page is sent with', () => {
  it('is the CSP hash of the UTF-8 text (non-Latin text included)', () => {
    expect(scriptHash('alert("Größe")')).toBe(sha('alert("Größe")'));
  });

  it('covers the RSC payload and the Turbopack bootstrap Next writes, each once', () => {
    const html = `<html><head><script src="/_next/static/chunks/a.js" async=""></script><script id="_R_">${TURBOPACK}</script></head><body><script>${FLIGHT_START}</script><script>${FLIGHT}</script><script>${FLIGHT}</script></body></html>`;
    expect(inlineScriptHashes(html).sort()).toEqual([sha(TURBOPACK), sha(FLIGHT_START), sha(FLIGHT)].sort());
  });

  it.each([
    ['a script of its own', '<script>alert(1)</script>'],
    ['a push with code after it', '<script>self.__next_f.push([1,"x"]);alert(1)</script>'],
    ['a push whose argument is code', '<script>self.__next_f.push(alert(1))</script>'],
    ['a push with code inside', '<script>self.__next_f.push([1,"x"].concat(alert(1)))</script>'],
    ['an event handler attribute', '<img src=x onerror="alert(1)">'],
    ['an inline module', '<script type="module">import("//evil.example")</script>'],
  ])('leaves out markup that slipped in: %s', (_, markup) => {
    expect(inlineScriptHashes(`<body><script>${FLIGHT}</script>${markup}</body>`)).toEqual([sha(FLIGHT)]);
  });

  it('needs no hash for data blocks or external scripts', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script><script src="/_next/x.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('takes the shop\u2019s own inline scripts only by their exact text', () => {
    const loader = "(function(w){w.dataLayer=[]})(window,'GTM-ABCD')";
    const html = `<script>${loader}</script><script>${loader};alert(1)</script>`;
    expect(inlineScriptHashes(html, [loader])).toEqual([sha(loader)]);
  });

  it('recognises Next data scripts by shape and JSON argument', () => {
    expect(isNextDataScript(FLIGHT)).toBe(true);
    expect(isNextDataScript(TURBOPACK)).toBe(true);
    expect(isNextDataScript('self.__next_f.push([1,"unterminated])')).toBe(false);
  });
});
