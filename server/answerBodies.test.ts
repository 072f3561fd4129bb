import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { attachBody, bodyBeingSent, markReusable, reusableBody } from './answerBodies';

const request = () => ({}) as FastifyRequest;

describe('answerBodies: kept text and bytes of answers handed out again', () => {
  it('keeps forms only for answers declared reusable, one per variant', () => {
    const answer = { elements: [] };
    expect(reusableBody(answer, 'a')).toBeUndefined();
    expect(reusableBody('text', 'a')).toBeUndefined();
    expect(reusableBody(null, 'a')).toBeUndefined();

    markReusable(answer);
    const a = reusableBody(answer, 'a')!;
    a.json = '{"elements":[]}';
    expect(reusableBody(answer, 'a')).toBe(a);
    expect(reusableBody(answer, 'b')).not.toBe(a);
    // Declaring it again keeps what was made.
    markReusable(answer);
    expect(reusableBody(answer, 'a')!.json).toBe('{"elements":[]}');
  });

  it('keeps at most eight variants per answer, dropping the oldest', () => {
    const answer = {};
    markReusable(answer);
    const first = reusableBody(answer, 'v0')!;
    for (let i = 1; i < 8; i++) reusableBody(answer, `v${i}`);
    expect(reusableBody(answer, 'v0')).toBe(first);
    reusableBody(answer, 'v8');
    expect(reusableBody(answer, 'v0')).not.toBe(first);
  });

  it('recognises the payload being sent only when it is the kept text itself', () => {
    const answer = {};
    markReusable(answer);
    const body = reusableBody(answer, 'x')!;
    const req = request();
    attachBody(req, body);
    // Not serialized yet, then the text, then what a hook sent instead (a 304's empty body).
    expect(bodyBeingSent(req, '{}')).toBeUndefined();
    body.json = '{"a":1}';
    expect(bodyBeingSent(req, '{"a":1}')).toBe(body);
    expect(bodyBeingSent(req, '')).toBeUndefined();
    expect(bodyBeingSent(req, Buffer.from('{"a":1}'))).toBeUndefined();
    expect(bodyBeingSent(request(), '{"a":1}')).toBeUndefined();
  });
});
