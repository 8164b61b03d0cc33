/**
 * The oEmbed 1.0 response (https://oembed.com, section 2.3.4) as a TypeBox schema, for the tests:
 * the fields every type has, and what the `rich` type requires (html, width, height). Returns the
 * spec's complaints, empty when the response is valid.
 */
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const Pixels = Type.Integer({ minimum: 1 });

const Common = {
  version: Type.Literal('1.0'),
  title: Type.Optional(Type.String()),
  author_name: Type.Optional(Type.String()),
  author_url: Type.Optional(Type.String({ format: 'uri' })),
  provider_name: Type.Optional(Type.String()),
  provider_url: Type.Optional(Type.String()),
  cache_age: Type.Optional(Type.Integer({ minimum: 0 })),
  thumbnail_url: Type.Optional(Type.String()),
  thumbnail_width: Type.Optional(Pixels),
  thumbnail_height: Type.Optional(Pixels),
};

export const OEmbedRich = Type.Object({ ...Common, type: Type.Literal('rich'), html: Type.String({ minLength: 1 }), width: Pixels, height: Pixels });

export function oembedProblems(value: unknown, maxwidth?: number, maxheight?: number): string[] {
  const problems = [...Value.Errors(OEmbedRich, value)].map((e) => `${e.path || '/'}: ${e.message}`);
  const v = value as { width?: number; height?: number; html?: string; thumbnail_url?: string; thumbnail_width?: number };
  // "The thumbnail_url, thumbnail_width and thumbnail_height parameters ... must all be present or absent."
  if ((v.thumbnail_url === undefined) !== (v.thumbnail_width === undefined)) problems.push('thumbnail fields must come together');
  // The consumer's maxwidth / maxheight must be respected.
  if (maxwidth !== undefined && (v.width ?? 0) > maxwidth) problems.push(`width ${v.width} is over maxwidth ${maxwidth}`);
  if (maxheight !== undefined && (v.height ?? 0) > maxheight) problems.push(`height ${v.height} is over maxheight ${maxheight}`);
  // "The HTML required to display the resource ... should be ... without padding or margins": one iframe here.
  if (v.html && !/^<iframe [^>]*><\/iframe>$/.test(v.html)) problems.push('html is not a single iframe');
  return problems;
}
