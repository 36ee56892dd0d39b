import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { memberSessionExpired, userLoggedIn, userLoggedOut } from './events';
import type { Device } from '../api/types/member';
import {
  ANNOUNCEMENT_GROUPS,
  DEFAULT_VIP_LEVEL,
  DEVICE_TYPE_MOBILE,
  type AnnouncementGroup,
  type EmbeddedParameters,
  type EmbeddedSource,
  type LoginType,
  type ToastType,
} from './types';

export interface ClientState {
  isLogin: boolean;
  loginType: LoginType;
  device: Device | null;
  devices: Device[];
  isLoading: boolean;
  isAPP: boolean;
  isIOS: boolean;
  isAndroid: boolean;
  isMobile: boolean;
  /** Persistent random id of this browser, generated once and kept. */
  identifier: string;
  currentPath: string;
  ssoBackPath: string;
  showDialog: boolean;
  msgDialog: string;
  /** The dialog closes by itself after 3 s (spec 02 §4.9). */
  dialogAutoClose: boolean;
  /** Navigate back once the dialog closes (spec 02 §4.9). */
  dialogGoBack: boolean;
  showToast: boolean;
  msgToast: string;
  toastType: ToastType;
  /** Navigate back once the toast hides (spec 02 §4.9). */
  toastGoBack: boolean;
  showMenu: boolean;
  showHelp: boolean;
  showAlert: boolean;
  vipLevel: number;
  vipInfo: Record<string, unknown> | null;
  isCompanyTaxId: boolean;
  targetOrigin: string;
  alreadyShownAnnouncement: Record<AnnouncementGroup, string[]>;
  selectedDeviceType: string;
  embedded: boolean;
  source: EmbeddedSource | '';
  embeddedParameters: EmbeddedParameters;
  showRedirect: boolean;
  isPrepaid: boolean;
  language: string;
  /**
   * The member's session ended elsewhere (on the server, or while the page was closed): the
   * customer is told once. Never stored.
   */
  sessionEnded: boolean;
}

export interface DialogRequest {
  message: string;
  autoClose?: boolean;
  goBack?: boolean;
}

export function newIdentifier(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function emptyShownAnnouncements(): Record<AnnouncementGroup, string[]> {
  return Object.fromEntries(ANNOUNCEMENT_GROUPS.map((group) => [group, []])) as unknown as Record<
    AnnouncementGroup,
    string[]
  >;
}

export function initialClientState(identifier = newIdentifier()): ClientState {
  return {
    isLogin: false,
    loginType: '',
    device: null,
    devices: [],
    isLoading: false,
    isAPP: false,
    isIOS: false,
    isAndroid: false,
    isMobile: false,
    identifier,
    currentPath: '/',
    ssoBackPath: '',
    showDialog: false,
    msgDialog: '',
    dialogAutoClose: false,
    dialogGoBack: false,
    showToast: false,
    msgToast: '',
    toastType: 'info',
    toastGoBack: false,
    showMenu: false,
    showHelp: false,
    showAlert: false,
    vipLevel: DEFAULT_VIP_LEVEL,
    vipInfo: null,
    isCompanyTaxId: false,
    targetOrigin: '',
    alreadyShownAnnouncement: emptyShownAnnouncements(),
    selectedDeviceType: DEVICE_TYPE_MOBILE,
    embedded: false,
    source: '',
    embeddedParameters: {},
    showRedirect: false,
    isPrepaid: false,
    language: 'zh-TW',
    sessionEnded: false,
  };
}

/** What a member session's end clears; a prepaid session is separate and stays. */
function clearMemberData(state: ClientState): void {
  state.isLogin = false;
  state.loginType = '';
  state.device = null;
  state.devices = [];
  state.vipLevel = DEFAULT_VIP_LEVEL;
  state.vipInfo = null;
  state.isCompanyTaxId = false;
  state.ssoBackPath = '';
}

/** What a logout clears; the identifier, language and mode flags stay. */
function clearCustomerData(state: ClientState): void {
  clearMemberData(state);
  state.isPrepaid = false;
}

export const clientSlice = createSlice({
  name: 'client',
  initialState: initialClientState,
  reducers: {
    loadingChanged(state, action: PayloadAction<boolean>) {
      state.isLoading = action.payload;
    },
    toastShown(
      state,
      action: PayloadAction<{ message: string; type?: ToastType; goBack?: boolean }>,
    ) {
      state.showToast = true;
      state.msgToast = action.payload.message;
      state.toastType = action.payload.type ?? 'info';
      state.toastGoBack = action.payload.goBack ?? false;
    },
    toastHidden(state) {
      state.showToast = false;
      state.msgToast = '';
      state.toastGoBack = false;
    },
    /** A message, or `{ message, autoClose, goBack }` for the 3 s variant of spec 02 §4.9. */
    dialogShown(state, action: PayloadAction<string | DialogRequest>) {
      const request =
        typeof action.payload === 'string' ? { message: action.payload } : action.payload;
      state.showDialog = true;
      state.msgDialog = request.message;
      state.dialogAutoClose = request.autoClose ?? false;
      state.dialogGoBack = request.goBack ?? false;
    },
    dialogHidden(state) {
      state.showDialog = false;
      state.msgDialog = '';
      state.dialogAutoClose = false;
      state.dialogGoBack = false;
    },
    menuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.showMenu = action.payload ?? !state.showMenu;
    },
    helpToggled(state, action: PayloadAction<boolean | undefined>) {
      state.showHelp = action.payload ?? !state.showHelp;
    },
    alertToggled(state, action: PayloadAction<boolean | undefined>) {
      state.showAlert = action.payload ?? !state.showAlert;
    },
    pathVisited(state, action: PayloadAction<string>) {
      state.currentPath = action.payload;
    },
    ssoBackPathSaved(state, action: PayloadAction<string>) {
      state.ssoBackPath = action.payload;
    },
    platformDetected(
      state,
      action: PayloadAction<Pick<ClientState, 'isAPP' | 'isIOS' | 'isAndroid' | 'isMobile'>>,
    ) {
      Object.assign(state, action.payload);
    },
    devicesLoaded(state, action: PayloadAction<Device[]>) {
      state.devices = action.payload;
      const current = state.device;
      state.device =
        action.payload.find((device) => device.deviceNo === current?.deviceNo) ??
        action.payload.find((device) => device.show) ??
        action.payload[0] ??
        null;
      if (state.device) state.selectedDeviceType = state.device.deviceType;
    },
    deviceSelected(state, action: PayloadAction<string>) {
      const device = state.devices.find((candidate) => candidate.deviceNo === action.payload);
      if (device) {
        state.device = device;
        state.selectedDeviceType = device.deviceType;
      }
    },
    vipLoaded(
      state,
      action: PayloadAction<{ level: number; info?: Record<string, unknown> | null }>,
    ) {
      state.vipLevel = action.payload.level;
      state.vipInfo = action.payload.info ?? null;
    },
    companyTaxIdDetected(state, action: PayloadAction<boolean>) {
      state.isCompanyTaxId = action.payload;
    },
    announcementShown(state, action: PayloadAction<{ group: AnnouncementGroup; text: string }>) {
      const shown = state.alreadyShownAnnouncement[action.payload.group];
      if (!shown.includes(action.payload.text)) shown.push(action.payload.text);
    },
    embeddedModeEntered(
      state,
      action: PayloadAction<{
        source: EmbeddedSource;
        parameters: EmbeddedParameters;
        targetOrigin?: string;
      }>,
    ) {
      clearCustomerData(state);
      state.embedded = true;
      state.isAPP = true;
      state.source = action.payload.source;
      state.embeddedParameters = action.payload.parameters;
      state.targetOrigin = action.payload.targetOrigin ?? state.targetOrigin;
      state.isPrepaid = action.payload.source === 'PREPAID';
    },
    /**
     * Announcements the app has already shown (the launch's alreadyShownAnnouncement, a flat list
     * of texts): marked as shown in every group so that the portal does not repeat them.
     */
    announcementsShownByApp(state, action: PayloadAction<string[]>) {
      for (const group of ANNOUNCEMENT_GROUPS) {
        const shown = state.alreadyShownAnnouncement[group];
        for (const text of action.payload) if (!shown.includes(text)) shown.push(text);
      }
    },
    /** The app's own identifier for this installation (embedded launch). */
    identifierReceived(state, action: PayloadAction<string>) {
      if (action.payload.trim() !== '') state.identifier = action.payload.trim();
    },
    embeddedModeLeft(state) {
      clearCustomerData(state);
      state.embedded = false;
      state.isAPP = false;
      state.source = '';
      state.embeddedParameters = {};
    },
    redirectBannerToggled(state, action: PayloadAction<boolean>) {
      state.showRedirect = action.payload;
    },
    prepaidModeChanged(state, action: PayloadAction<boolean>) {
      state.isPrepaid = action.payload;
    },
    sessionEndedElsewhere(state) {
      state.sessionEnded = true;
    },
    sessionEndedNoticeClosed(state) {
      state.sessionEnded = false;
    },
    languageChanged(state, action: PayloadAction<string>) {
      state.language = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userLoggedIn, (state, action) => {
        state.isLogin = true;
        state.loginType = action.payload.loginType;
        if (action.payload.devices) {
          clientSlice.caseReducers.devicesLoaded(state, {
            type: 'client/devicesLoaded',
            payload: action.payload.devices,
          });
        }
      })
      .addCase(userLoggedOut, clearCustomerData)
      .addCase(memberSessionExpired, clearMemberData);
  },
  selectors: {
    selectDevice: (state) => state.device,
    selectDevices: (state) => state.devices,
    selectVipLevel: (state) => state.vipLevel,
    selectEmbedded: (state) => state.embedded,
    selectIdentifier: (state) => state.identifier,
    selectLanguage: (state) => state.language,
  },
});

export const clientActions = clientSlice.actions;
export const {
  selectDevice,
  selectDevices,
  selectVipLevel,
  selectEmbedded,
  selectIdentifier,
  selectLanguage,
} = clientSlice.selectors;
