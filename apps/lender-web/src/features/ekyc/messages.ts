import { message, messageGroup } from '../../i18n/message-group';

// The spec's Indonesian texts are used verbatim (spec §5, §8); English translations in en.json.
export const ekycCheckMessages = messageGroup('ekyc.submitCheck');

export const ekycOcrMessages = messageGroup('ekyc.ocr', { failed: ['reason'] });

export const ekycFlowMessages = {
  finaliseFailed: message('ekyc.phoneFlow.finaliseFailed'),
  idImageConversionFailed: message('ekyc.identityVerification.idImageConversionFailed'),
  verificationFailedTitle: message('ekyc.identityVerification.failedTitle'),
};

export const wizardMessages = messageGroup('ekyc.wizard', {
  stepSummary: ['current', 'label', 'total'],
});

export const personalFieldMessages = messageGroup('ekyc.personalStep');

export const educationFieldMessages = messageGroup('ekyc.educationStep');

export const heirFieldMessages = messageGroup('ekyc.heirStep');

export const phoneModalMessages = messageGroup('ekyc.phoneModal', { otpSentTo: ['phone'] });

export const photoMessages = messageGroup('ekyc.photos', { preview: ['label'] });

/** Texts naming the photo they are about: whole sentences with `{label}`. */
export const cameraLabelMessages = messageGroup('ekyc.camera', {
  chooseFile: ['label'],
  videoLabel: ['label'],
});

export const cameraMessages = messageGroup('ekyc.camera');

export const identityMessages = messageGroup('ekyc.identity', { failedReverifyError: ['error'] });

export const profileEditMessages = messageGroup('ekyc.profileEdit');
