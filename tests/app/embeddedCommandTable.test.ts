import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  APP_STORE_LINKS,
  appStoreLink,
  COMMAND_TABLE,
  PAGE_ALIASES,
  resolveLaunchPage,
} from '../../src/app/boot/commandTable';
import { hostOrigin, isEmbeddingForcedOff } from '../../src/app/boot/embeddedMode';
import { paths } from '../../src/config/paths';

const page = (path: string) => ({ kind: 'page', path });

describe('command table', () => {
  it('maps the aliases billhistory and billunbill to commands 2001003 and 2001002', () => {
    expect(PAGE_ALIASES).toEqual({ billhistory: '2001003', billunbill: '2001002' });
    expect(resolveLaunchPage('billhistory')).toEqual(page('/Bill/history'));
    expect(resolveLaunchPage('billunbill')).toEqual(page('/Bill'));
    expect(resolveLaunchPage('BillHistory')).toEqual(page('/Bill/history'));
  });

  it.each([
    ['Cmd_2001003', '/Bill/history'],
    ['Cmd_2001002', '/Bill'],
    ['Cmd_99002', '/'],
    ['Cmd_110001', '/PrepaidTopUp'],
    ['Cmd_110002', '/Prepaid45'],
    ['Cmd_110003', '/PrepaidSubscriber'],
    ['Cmd_110004', '/PrepaidPurchase'],
    ['Cmd_110005', '/PrepaidNotify'],
    ['Cmd_110006', '/Prepaid3To45'],
    ['Cmd_110007', '/PrepaidRoaming'],
    ['Cmd_110008', '/PrepaidRoamingHistory'],
  ])('maps %s to %s', (command, path) => {
    expect(resolveLaunchPage(command)).toEqual(page(path));
  });

  it('leads every command to a registered route', () => {
    const patterns = Object.values(paths);
    for (const [command, path] of Object.entries(COMMAND_TABLE)) {
      const matched = patterns.some((pattern) => matchPath(pattern, path) !== null);
      expect(matched, `command ${command} -> ${path}`).toBe(true);
    }
  });

  it('sends unknown commands, foreign addresses and empty pages home', () => {
    for (const unknown of [
      'Cmd_999999',
      'Cmd_',
      'Cmd___proto__',
      'Cmd_constructor',
      'Cmd_toString',
      'nonsense',
      '',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
    ]) {
      expect(resolveLaunchPage(unknown), unknown).toEqual(page('/'));
    }
    expect(resolveLaunchPage(undefined)).toEqual(page('/'));
  });

  it('keeps a same-origin portal path', () => {
    expect(resolveLaunchPage('/Roaming')).toEqual(page('/Roaming'));
    expect(resolveLaunchPage('/Bill/history?x=1')).toEqual(page('/Bill/history?x=1'));
  });

  it('sends IVRredir pages to the store of the platform', () => {
    expect(resolveLaunchPage('IVRredir_1', 'iOS')).toEqual({
      kind: 'appStore',
      url: APP_STORE_LINKS.ios,
    });
    expect(resolveLaunchPage('IVRredir', 'android')).toEqual({
      kind: 'appStore',
      url: APP_STORE_LINKS.android,
    });
    expect(appStoreLink('iPhone')).toBe(APP_STORE_LINKS.ios);
    expect(appStoreLink(undefined)).toBe(APP_STORE_LINKS.android);
  });
});

describe('embedded mode rules', () => {
  it('forces embedded mode off for EmbeddedService, AppLogin, Main, My and AppOnBoarding', () => {
    for (const path of [
      '/EmbeddedService',
      '/AppLogin',
      '/Main',
      '/My?x=1',
      '/my#top',
      '/AppOnBoarding/',
    ]) {
      expect(isEmbeddingForcedOff(path), path).toBe(true);
    }
    for (const path of ['/', '/Bill/history', '/MyInfoSettings', '/ECMain', '/ECMy', '/Roaming']) {
      expect(isEmbeddingForcedOff(path), path).toBe(false);
    }
  });

  it('takes the host origin only from an https framing page', () => {
    expect(hostOrigin('https://app.carrier.example/shell?x=1')).toBe('https://app.carrier.example');
    expect(hostOrigin('http://app.carrier.example/')).toBe('');
    expect(hostOrigin(undefined)).toBe('');
    expect(hostOrigin('not a url')).toBe('');
  });
});
