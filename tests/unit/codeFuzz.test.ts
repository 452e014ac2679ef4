/**
 * The door's code reader against whatever a camera, a QR reader or a person may hand it: random
 * text, random bytes, truncated and mutated genuine codes. It must always answer (never throw),
 * and admit nothing but exactly what was signed.
 */
import fc from 'fast-check';
import { judge } from '../../src/venue/admission';
import { readCode, type SlipClaims } from '../../src/venue/signedCode';
import { keyPair, SLIP as TODAYS_SLIP } from '../venueCodes';

const DAY = '2026-11-22';
const { verifying, signWith } = keyPair();
const KEYS = [verifying];
const SLIP: SlipClaims = { ...TODAYS_SLIP, due: 4000 };
const GENUINE = signWith(SLIP);

/** Reads and judges `text` as the door does: an answer, whatever it is. */
async function door(text: string) {
  const reading = await readCode(text, KEYS, DAY);
  const verdict = judge(reading, { eventId: 124, day: DAY });
  // Only the signed claims themselves are ever admitted.
  if (reading.ok) expect(reading.claims).toEqual(SLIP);
  else expect(verdict).toMatchObject({ kind: 'refused', message: expect.any(String) });
  return reading;
}

const RUNS = { numRuns: 2000 };

describe('the door reads any text without failing', () => {
  it('random text, Unicode and control characters included, up to 12,000 characters', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 12_000 }),
          fc.string({ unit: 'grapheme', maxLength: 300 }),
          fc
            .tuple(fc.base64String(), fc.base64String())
            .map(([claims, signature]) => `JGETS2.${claims}.${signature}`),
        ),
        async (text) => {
          expect((await door(text)).ok).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it('a camera’s misread bytes: random bytes read as text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 600 }), async (bytes) => {
        const text = Buffer.from(bytes).toString('latin1');
        expect((await door(text)).ok).toBe(false);
        expect((await door(`JGETS2.${text}`)).ok).toBe(false);
      }),
      RUNS,
    );
  });

  it('every truncation of a genuine code', async () => {
    for (let length = 0; length < GENUINE.length; length += 1) {
      expect((await door(GENUINE.slice(0, length))).ok).toBe(false);
    }
    expect((await door(GENUINE)).ok).toBe(true);
  });

  it('a genuine code with characters changed, inserted or removed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: GENUINE.length - 1 }),
        fc.nat({ max: 2 }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
        async (at, removed, inserted) => {
          const text = GENUINE.slice(0, at) + inserted + GENUINE.slice(at + removed);
          // A changed character may leave the same bytes (base64url's last character has spare
          // bits): `door` then checks that what it admits is exactly what was signed.
          await door(text);
        },
      ),
      RUNS,
    );
  });
});
