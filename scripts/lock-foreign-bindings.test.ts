import { describe, expect, it } from 'vitest';
import { fillLock, platformOf } from './lock-foreign-bindings.ts';

describe('lock file: foreign native bindings', () => {
  it('reads os, cpu and libc from a binding name', () => {
    expect(platformOf('@unrs/resolver-binding-linux-arm-musleabihf')).toEqual({ os: ['linux'], cpu: ['arm'], libc: ['musl'] });
    expect(platformOf('@unrs/resolver-binding-linux-s390x-gnu')).toEqual({ os: ['linux'], cpu: ['s390x'], libc: ['glibc'] });
    expect(platformOf('@unrs/resolver-binding-win32-ia32-msvc')).toEqual({ os: ['win32'], cpu: ['ia32'] });
    expect(platformOf('@rollup/rollup-android-arm-eabi')).toEqual({ os: ['android'], cpu: ['arm'] });
    expect(platformOf('fsevents')).toBeUndefined();
  });

  it('adds only the missing optional bindings, as optional entries for their platform', () => {
    const lock = {
      packages: {
        '': { name: 'x' },
        'node_modules/r': { version: '1.0.0', dev: true, optionalDependencies: { '@r/b-darwin-arm64': '1.0.0', '@r/b-linux-x64-gnu': '1.0.0' } },
        'node_modules/@r/b-linux-x64-gnu': { version: '1.0.0', optional: true },
      },
    };
    expect(fillLock(lock)).toEqual(['@r/b-darwin-arm64@1.0.0']);
    expect(lock.packages).toMatchObject({ 'node_modules/@r/b-darwin-arm64': { version: '1.0.0', os: ['darwin'], cpu: ['arm64'], dev: true, optional: true } });
    expect(Object.keys(lock.packages)[0]).toBe('');
    expect(() => fillLock({ packages: { 'node_modules/r': { optionalDependencies: { fsevents: '^2.3.0' } } } })).toThrow(/fsevents/);
  });
});
