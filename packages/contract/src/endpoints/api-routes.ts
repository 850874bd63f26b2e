// Generated from `endpoints` by `npm run contract:routes` (scripts/generate-api-routes.ts): do not edit.

import { endpointRoute as route } from './define.js';
import type { endpoints } from './index.js';

type E = typeof endpoints;

/**
 * Every endpoint of `endpoints` as a route (id, method, path; the type carries the schemas): what the
 * web client calls with `call(apiRoutes.feature.name, { params, query, body })` (decision 117).
 */
export const apiRoutes = {
  account: {
    sendEmailVerifyLink: route<E['account']['sendEmailVerifyLink']>(
      'sendEmailVerifyLink',
      'POST',
      '/v1/user/get-email-verify-link',
    ),
    verifyEmail: route<E['account']['verifyEmail']>('verifyEmail', 'POST', '/v1/user/email-verify'),
    getLinkInfo: route<E['account']['getLinkInfo']>('getLinkInfo', 'GET', '/v1/user/token/:token'),
    requestPasswordLink: route<E['account']['requestPasswordLink']>(
      'requestPasswordLink',
      'POST',
      '/v1/user/password/get-link',
    ),
    resetPasswordWithLink: route<E['account']['resetPasswordWithLink']>(
      'resetPasswordWithLink',
      'POST',
      '/v1/user/new-password-with-link',
    ),
    changePassword: route<E['account']['changePassword']>(
      'changePassword',
      'POST',
      '/v1/user/change-password',
    ),
    changeEmail: route<E['account']['changeEmail']>('changeEmail', 'PUT', '/v1/user/changeEmail'),
    inviteTeamMember: route<E['account']['inviteTeamMember']>(
      'inviteTeamMember',
      'POST',
      '/v1/company/invite',
    ),
    listTeamInvites: route<E['account']['listTeamInvites']>('listTeamInvites', 'GET', '/v1/company/invites'),
    revokeTeamInvite: route<E['account']['revokeTeamInvite']>(
      'revokeTeamInvite',
      'DELETE',
      '/v1/company/invites/:id',
    ),
    joinCompany: route<E['account']['joinCompany']>('joinCompany', 'POST', '/v1/user/join'),
    listReceivedTeamInvitations: route<E['account']['listReceivedTeamInvitations']>(
      'listReceivedTeamInvitations',
      'GET',
      '/v1/user/team-invitations',
    ),
    acceptTeamInvitation: route<E['account']['acceptTeamInvitation']>(
      'acceptTeamInvitation',
      'POST',
      '/v1/user/team-invitations/:id/accept',
    ),
    declineTeamInvitation: route<E['account']['declineTeamInvitation']>(
      'declineTeamInvitation',
      'POST',
      '/v1/user/team-invitations/:id/decline',
    ),
  },
  accountDeletion: {
    getAccountDeletion: route<E['accountDeletion']['getAccountDeletion']>(
      'getAccountDeletion',
      'GET',
      '/v1/user/deletion',
    ),
    requestAccountDeletion: route<E['accountDeletion']['requestAccountDeletion']>(
      'requestAccountDeletion',
      'POST',
      '/v1/user/deletion',
    ),
    cancelAccountDeletion: route<E['accountDeletion']['cancelAccountDeletion']>(
      'cancelAccountDeletion',
      'DELETE',
      '/v1/user/deletion',
    ),
    staffListPendingDeletions: route<E['accountDeletion']['staffListPendingDeletions']>(
      'staffListPendingDeletions',
      'GET',
      '/staff/v1/pending-deletions',
    ),
  },
  agencyBench: {
    inviteToBench: route<E['agencyBench']['inviteToBench']>('inviteToBench', 'POST', '/v1/company/bench'),
    listBench: route<E['agencyBench']['listBench']>('listBench', 'GET', '/v1/company/bench'),
    removeFromBench: route<E['agencyBench']['removeFromBench']>(
      'removeFromBench',
      'DELETE',
      '/v1/company/bench/:code',
    ),
    listBenchInvitations: route<E['agencyBench']['listBenchInvitations']>(
      'listBenchInvitations',
      'GET',
      '/v1/user/bench-invitations',
    ),
    acceptBenchInvitation: route<E['agencyBench']['acceptBenchInvitation']>(
      'acceptBenchInvitation',
      'POST',
      '/v1/user/bench-invitations/:code/accept',
    ),
    declineBenchInvitation: route<E['agencyBench']['declineBenchInvitation']>(
      'declineBenchInvitation',
      'POST',
      '/v1/user/bench-invitations/:code/decline',
    ),
    leaveBench: route<E['agencyBench']['leaveBench']>('leaveBench', 'DELETE', '/v1/user/bench/:code'),
  },
  applications: {
    applyToOpportunity: route<E['applications']['applyToOpportunity']>(
      'applyToOpportunity',
      'POST',
      '/v1/opportunities/:id/apply',
    ),
    withdrawApplication: route<E['applications']['withdrawApplication']>(
      'withdrawApplication',
      'POST',
      '/v1/applications/:id/withdraw',
    ),
    listMyApplications: route<E['applications']['listMyApplications']>(
      'listMyApplications',
      'GET',
      '/v1/user/applications',
    ),
    listSavedOpportunities: route<E['applications']['listSavedOpportunities']>(
      'listSavedOpportunities',
      'GET',
      '/v1/user/saved-opportunities',
    ),
    listMyRequests: route<E['applications']['listMyRequests']>('listMyRequests', 'GET', '/v1/user/requests'),
    respondToRequest: route<E['applications']['respondToRequest']>(
      'respondToRequest',
      'POST',
      '/v1/requests/:id/respond',
    ),
    listOpportunityApplications: route<E['applications']['listOpportunityApplications']>(
      'listOpportunityApplications',
      'GET',
      '/v1/opportunities/:id/applications',
    ),
    changeApplicationStatus: route<E['applications']['changeApplicationStatus']>(
      'changeApplicationStatus',
      'POST',
      '/v1/applications/:id/status',
    ),
    undoApplicationDecision: route<E['applications']['undoApplicationDecision']>(
      'undoApplicationDecision',
      'POST',
      '/v1/applications/:id/undo',
    ),
    notifyApplicantNow: route<E['applications']['notifyApplicantNow']>(
      'notifyApplicantNow',
      'POST',
      '/v1/applications/:id/notify-now',
    ),
    updateApplicationNote: route<E['applications']['updateApplicationNote']>(
      'updateApplicationNote',
      'PUT',
      '/v1/applications/:id/note',
    ),
    inviteFreelancer: route<E['applications']['inviteFreelancer']>(
      'inviteFreelancer',
      'POST',
      '/v1/opportunities/:id/requests',
    ),
    openApplicantConversation: route<E['applications']['openApplicantConversation']>(
      'openApplicantConversation',
      'POST',
      '/v1/applications/:id/conversation',
    ),
    compareApplicants: route<E['applications']['compareApplicants']>(
      'compareApplicants',
      'GET',
      '/v1/opportunities/:id/applications/compare',
    ),
    rejectApplicants: route<E['applications']['rejectApplicants']>(
      'rejectApplicants',
      'POST',
      '/v1/opportunities/:id/applications/reject',
    ),
  },
  auth: {
    register: route<E['auth']['register']>('register', 'POST', '/v1/user/register'),
    login: route<E['auth']['login']>('login', 'POST', '/v1/user/login'),
    getMe: route<E['auth']['getMe']>('getMe', 'POST', '/v1/user/me'),
    logout: route<E['auth']['logout']>('logout', 'POST', '/v1/user/logout'),
    fillUserRole: route<E['auth']['fillUserRole']>('fillUserRole', 'POST', '/v1/user/fillUserRole'),
    checkExistedBy: route<E['auth']['checkExistedBy']>('checkExistedBy', 'POST', '/v1/user/check-existed-by'),
  },
  chat: {
    listConversations: route<E['chat']['listConversations']>(
      'listConversations',
      'GET',
      '/v1/chat/conversations',
    ),
    getConversation: route<E['chat']['getConversation']>(
      'getConversation',
      'GET',
      '/v1/chat/conversations/:conversationId',
    ),
    openDirectConversation: route<E['chat']['openDirectConversation']>(
      'openDirectConversation',
      'POST',
      '/v1/chat/conversations/direct',
    ),
    openSupportConversation: route<E['chat']['openSupportConversation']>(
      'openSupportConversation',
      'POST',
      '/v1/chat/support',
    ),
    listMessages: route<E['chat']['listMessages']>(
      'listMessages',
      'GET',
      '/v1/chat/conversations/:conversationId/messages',
    ),
    searchMessages: route<E['chat']['searchMessages']>(
      'searchMessages',
      'GET',
      '/v1/chat/conversations/:conversationId/search',
    ),
    sendMessage: route<E['chat']['sendMessage']>(
      'sendMessage',
      'POST',
      '/v1/chat/conversations/:conversationId/messages',
    ),
    editMessage: route<E['chat']['editMessage']>('editMessage', 'PUT', '/v1/chat/messages/:messageId'),
    deleteMessage: route<E['chat']['deleteMessage']>(
      'deleteMessage',
      'DELETE',
      '/v1/chat/messages/:messageId',
    ),
    markConversationRead: route<E['chat']['markConversationRead']>(
      'markConversationRead',
      'POST',
      '/v1/chat/conversations/:conversationId/read',
    ),
    getUnreadCounts: route<E['chat']['getUnreadCounts']>('getUnreadCounts', 'GET', '/v1/chat/unread'),
    listBlockedUsers: route<E['chat']['listBlockedUsers']>('listBlockedUsers', 'GET', '/v1/chat/blocks'),
    blockUser: route<E['chat']['blockUser']>('blockUser', 'POST', '/v1/chat/blocks'),
    unblockUser: route<E['chat']['unblockUser']>('unblockUser', 'DELETE', '/v1/chat/blocks/:userCode'),
    staffListSupportConversations: route<E['chat']['staffListSupportConversations']>(
      'staffListSupportConversations',
      'GET',
      '/staff/v1/support/conversations',
    ),
    staffGetSupportConversation: route<E['chat']['staffGetSupportConversation']>(
      'staffGetSupportConversation',
      'GET',
      '/staff/v1/support/conversations/:conversationId',
    ),
    staffListSupportMessages: route<E['chat']['staffListSupportMessages']>(
      'staffListSupportMessages',
      'GET',
      '/staff/v1/support/conversations/:conversationId/messages',
    ),
    staffSendSupportReply: route<E['chat']['staffSendSupportReply']>(
      'staffSendSupportReply',
      'POST',
      '/staff/v1/support/conversations/:conversationId/messages',
    ),
    staffMarkSupportRead: route<E['chat']['staffMarkSupportRead']>(
      'staffMarkSupportRead',
      'POST',
      '/staff/v1/support/conversations/:conversationId/read',
    ),
    staffAssignSupportConversation: route<E['chat']['staffAssignSupportConversation']>(
      'staffAssignSupportConversation',
      'POST',
      '/staff/v1/support/conversations/:conversationId/assign',
    ),
    staffCloseSupportConversation: route<E['chat']['staffCloseSupportConversation']>(
      'staffCloseSupportConversation',
      'POST',
      '/staff/v1/support/conversations/:conversationId/close',
    ),
  },
  companies: {
    updateCompany: route<E['companies']['updateCompany']>('updateCompany', 'POST', '/v1/company/update'),
    listCompanyMembers: route<E['companies']['listCompanyMembers']>(
      'listCompanyMembers',
      'GET',
      '/v1/company/members',
    ),
    setCompanyMemberRole: route<E['companies']['setCompanyMemberRole']>(
      'setCompanyMemberRole',
      'PUT',
      '/v1/company/members/:code/role',
    ),
    transferCompanyOwnership: route<E['companies']['transferCompanyOwnership']>(
      'transferCompanyOwnership',
      'POST',
      '/v1/company/members/:code/make-owner',
    ),
    removeCompanyMember: route<E['companies']['removeCompanyMember']>(
      'removeCompanyMember',
      'DELETE',
      '/v1/company/members/:code',
    ),
    getCompany: route<E['companies']['getCompany']>('getCompany', 'GET', '/v1/company/:code'),
  },
  dataExport: {
    requestDataExport: route<E['dataExport']['requestDataExport']>(
      'requestDataExport',
      'POST',
      '/v1/user/data-export',
    ),
    getDataExport: route<E['dataExport']['getDataExport']>('getDataExport', 'GET', '/v1/user/data-export'),
    downloadDataExport: route<E['dataExport']['downloadDataExport']>(
      'downloadDataExport',
      'GET',
      '/v1/user/data-export/download',
    ),
  },
  devices: {
    listDevices: route<E['devices']['listDevices']>('listDevices', 'GET', '/v1/user/sessions'),
    signOutDevice: route<E['devices']['signOutDevice']>('signOutDevice', 'DELETE', '/v1/user/sessions/:id'),
    signOutOtherDevices: route<E['devices']['signOutOtherDevices']>(
      'signOutOtherDevices',
      'POST',
      '/v1/user/sessions/sign-out-others',
    ),
  },
  engagements: {
    listEngagements: route<E['engagements']['listEngagements']>('listEngagements', 'GET', '/v1/engagements'),
    endEngagement: route<E['engagements']['endEngagement']>(
      'endEngagement',
      'POST',
      '/v1/engagements/:id/end',
    ),
    reviewEngagement: route<E['engagements']['reviewEngagement']>(
      'reviewEngagement',
      'POST',
      '/v1/engagements/:id/review',
    ),
    editReview: route<E['engagements']['editReview']>('editReview', 'PUT', '/v1/engagements/:id/review'),
    replyToReview: route<E['engagements']['replyToReview']>('replyToReview', 'POST', '/v1/reviews/:id/reply'),
    listUserReviews: route<E['engagements']['listUserReviews']>(
      'listUserReviews',
      'GET',
      '/v1/user/public-profile/:code/reviews',
    ),
    listCompanyReviews: route<E['engagements']['listCompanyReviews']>(
      'listCompanyReviews',
      'GET',
      '/v1/company/:code/reviews',
    ),
    reportReview: route<E['engagements']['reportReview']>('reportReview', 'POST', '/v1/reviews/:id/report'),
    staffListReportedReviews: route<E['engagements']['staffListReportedReviews']>(
      'staffListReportedReviews',
      'GET',
      '/staff/v1/reported-reviews',
    ),
    staffModerateReview: route<E['engagements']['staffModerateReview']>(
      'staffModerateReview',
      'POST',
      '/staff/v1/reported-reviews/:id/moderate',
    ),
  },
  files: {
    uploadFile: route<E['files']['uploadFile']>('uploadFile', 'POST', '/v1/file/upload'),
    downloadFile: route<E['files']['downloadFile']>('downloadFile', 'GET', '/v1/file/:fileId'),
  },
  notifications: {
    listNotifications: route<E['notifications']['listNotifications']>(
      'listNotifications',
      'GET',
      '/v1/notifications',
    ),
    getNotificationUnreadCount: route<E['notifications']['getNotificationUnreadCount']>(
      'getNotificationUnreadCount',
      'GET',
      '/v1/notifications/unread-count',
    ),
    markNotificationsRead: route<E['notifications']['markNotificationsRead']>(
      'markNotificationsRead',
      'POST',
      '/v1/notifications/read',
    ),
  },
  notificationPreferences: {
    getNotificationPreferences: route<E['notificationPreferences']['getNotificationPreferences']>(
      'getNotificationPreferences',
      'GET',
      '/v1/user/notification-preferences',
    ),
    updateNotificationPreferences: route<E['notificationPreferences']['updateNotificationPreferences']>(
      'updateNotificationPreferences',
      'PUT',
      '/v1/user/notification-preferences',
    ),
    showApplicantMailUnsubscribe: route<E['notificationPreferences']['showApplicantMailUnsubscribe']>(
      'showApplicantMailUnsubscribe',
      'GET',
      '/v1/notification-preferences/applicants/unsubscribe',
    ),
    unsubscribeApplicantMail: route<E['notificationPreferences']['unsubscribeApplicantMail']>(
      'unsubscribeApplicantMail',
      'POST',
      '/v1/notification-preferences/applicants/unsubscribe',
    ),
  },
  oauth: {
    listOAuthProviders: route<E['oauth']['listOAuthProviders']>(
      'listOAuthProviders',
      'GET',
      '/v1/user/login/providers',
    ),
    listLinkedAccounts: route<E['oauth']['listLinkedAccounts']>(
      'listLinkedAccounts',
      'GET',
      '/v1/user/login/linked',
    ),
    google: {
      login: route<E['oauth']['google']['login']>('oauthLoginGoogle', 'GET', '/v1/user/login/google'),
      link: route<E['oauth']['google']['link']>('oauthLinkGoogle', 'POST', '/v1/user/login/google/link'),
      unlink: route<E['oauth']['google']['unlink']>(
        'oauthUnlinkGoogle',
        'DELETE',
        '/v1/user/login/google/link',
      ),
    },
    linkedin: {
      login: route<E['oauth']['linkedin']['login']>('oauthLoginLinkedIn', 'GET', '/v1/user/login/linkedin'),
      link: route<E['oauth']['linkedin']['link']>(
        'oauthLinkLinkedIn',
        'POST',
        '/v1/user/login/linkedin/link',
      ),
      unlink: route<E['oauth']['linkedin']['unlink']>(
        'oauthUnlinkLinkedIn',
        'DELETE',
        '/v1/user/login/linkedin/link',
      ),
    },
  },
  onboardingDrafts: {
    getOnboardingDraft: route<E['onboardingDrafts']['getOnboardingDraft']>(
      'getOnboardingDraft',
      'GET',
      '/v1/user/onboarding-draft',
    ),
    saveOnboardingDraft: route<E['onboardingDrafts']['saveOnboardingDraft']>(
      'saveOnboardingDraft',
      'PUT',
      '/v1/user/onboarding-draft',
    ),
    deleteOnboardingDraft: route<E['onboardingDrafts']['deleteOnboardingDraft']>(
      'deleteOnboardingDraft',
      'DELETE',
      '/v1/user/onboarding-draft',
    ),
  },
  opportunities: {
    searchOpportunities: route<E['opportunities']['searchOpportunities']>(
      'searchOpportunities',
      'GET',
      '/v1/opportunities',
    ),
    listCompanyOpportunities: route<E['opportunities']['listCompanyOpportunities']>(
      'listCompanyOpportunities',
      'GET',
      '/v1/company/:code/opportunities',
    ),
    getOpportunityFacets: route<E['opportunities']['getOpportunityFacets']>(
      'getOpportunityFacets',
      'GET',
      '/v1/opportunities/facets',
    ),
    getOpportunity: route<E['opportunities']['getOpportunity']>(
      'getOpportunity',
      'GET',
      '/v1/opportunities/:id',
    ),
    listSimilarOpportunities: route<E['opportunities']['listSimilarOpportunities']>(
      'listSimilarOpportunities',
      'GET',
      '/v1/opportunities/:id/similar',
    ),
    createOpportunity: route<E['opportunities']['createOpportunity']>(
      'createOpportunity',
      'POST',
      '/v1/opportunities',
    ),
    updateOpportunity: route<E['opportunities']['updateOpportunity']>(
      'updateOpportunity',
      'PUT',
      '/v1/opportunities/:id',
    ),
    setOpportunityStatus: route<E['opportunities']['setOpportunityStatus']>(
      'setOpportunityStatus',
      'POST',
      '/v1/opportunities/:id/status',
    ),
    duplicateOpportunity: route<E['opportunities']['duplicateOpportunity']>(
      'duplicateOpportunity',
      'POST',
      '/v1/opportunities/:id/duplicate',
    ),
    listOwnOpportunities: route<E['opportunities']['listOwnOpportunities']>(
      'listOwnOpportunities',
      'GET',
      '/v1/company/opportunities',
    ),
    saveOpportunity: route<E['opportunities']['saveOpportunity']>(
      'saveOpportunity',
      'POST',
      '/v1/opportunities/:id/save',
    ),
    reportOpportunity: route<E['opportunities']['reportOpportunity']>(
      'reportOpportunity',
      'POST',
      '/v1/opportunities/:id/report',
    ),
    staffListReportedOpportunities: route<E['opportunities']['staffListReportedOpportunities']>(
      'staffListReportedOpportunities',
      'GET',
      '/staff/v1/reported-opportunities',
    ),
    staffReviewReportedOpportunity: route<E['opportunities']['staffReviewReportedOpportunity']>(
      'staffReviewReportedOpportunity',
      'POST',
      '/staff/v1/reported-opportunities/:id/review',
    ),
  },
  profiles: {
    getProfile: route<E['profiles']['getProfile']>('getProfile', 'GET', '/v1/user/profile'),
    updateProfile: route<E['profiles']['updateProfile']>('updateProfile', 'PUT', '/v1/user/profile'),
    listUsersByCodes: route<E['profiles']['listUsersByCodes']>(
      'listUsersByCodes',
      'POST',
      '/v1/user/listing-user-by-codes',
    ),
    getPublicProfile: route<E['profiles']['getPublicProfile']>(
      'getPublicProfile',
      'GET',
      '/v1/user/public-profile/:code',
    ),
  },
  rewards: {
    getMyReward: route<E['rewards']['getMyReward']>('getMyReward', 'GET', '/v1/user/getMyReward'),
    addPromotion: route<E['rewards']['addPromotion']>('addPromotion', 'POST', '/v1/user/addPromotion'),
    highlightProfile: route<E['rewards']['highlightProfile']>(
      'highlightProfile',
      'POST',
      '/v1/user/highlightProfile',
    ),
    staffListPromoCodes: route<E['rewards']['staffListPromoCodes']>(
      'staffListPromoCodes',
      'GET',
      '/staff/v1/promo-codes',
    ),
    staffCreatePromoCode: route<E['rewards']['staffCreatePromoCode']>(
      'staffCreatePromoCode',
      'POST',
      '/staff/v1/promo-codes',
    ),
    staffDisablePromoCode: route<E['rewards']['staffDisablePromoCode']>(
      'staffDisablePromoCode',
      'POST',
      '/staff/v1/promo-codes/:id/disable',
    ),
  },
  savedSearches: {
    listSavedSearches: route<E['savedSearches']['listSavedSearches']>(
      'listSavedSearches',
      'GET',
      '/v1/saved-searches',
    ),
    createSavedSearch: route<E['savedSearches']['createSavedSearch']>(
      'createSavedSearch',
      'POST',
      '/v1/saved-searches',
    ),
    updateSavedSearch: route<E['savedSearches']['updateSavedSearch']>(
      'updateSavedSearch',
      'PUT',
      '/v1/saved-searches/:id',
    ),
    deleteSavedSearch: route<E['savedSearches']['deleteSavedSearch']>(
      'deleteSavedSearch',
      'DELETE',
      '/v1/saved-searches/:id',
    ),
    subscribeGuestAlert: route<E['savedSearches']['subscribeGuestAlert']>(
      'subscribeGuestAlert',
      'POST',
      '/v1/saved-searches/guest',
    ),
    showGuestAlertConfirm: route<E['savedSearches']['showGuestAlertConfirm']>(
      'showGuestAlertConfirm',
      'GET',
      '/v1/saved-searches/confirm',
    ),
    confirmGuestAlert: route<E['savedSearches']['confirmGuestAlert']>(
      'confirmGuestAlert',
      'POST',
      '/v1/saved-searches/confirm',
    ),
    showAlertUnsubscribe: route<E['savedSearches']['showAlertUnsubscribe']>(
      'showAlertUnsubscribe',
      'GET',
      '/v1/saved-searches/unsubscribe',
    ),
    unsubscribeAlert: route<E['savedSearches']['unsubscribeAlert']>(
      'unsubscribeAlert',
      'POST',
      '/v1/saved-searches/unsubscribe',
    ),
  },
  savedTalentSearches: {
    listSavedTalentSearches: route<E['savedTalentSearches']['listSavedTalentSearches']>(
      'listSavedTalentSearches',
      'GET',
      '/v1/saved-talent-searches',
    ),
    createSavedTalentSearch: route<E['savedTalentSearches']['createSavedTalentSearch']>(
      'createSavedTalentSearch',
      'POST',
      '/v1/saved-talent-searches',
    ),
    updateSavedTalentSearch: route<E['savedTalentSearches']['updateSavedTalentSearch']>(
      'updateSavedTalentSearch',
      'PUT',
      '/v1/saved-talent-searches/:id',
    ),
    deleteSavedTalentSearch: route<E['savedTalentSearches']['deleteSavedTalentSearch']>(
      'deleteSavedTalentSearch',
      'DELETE',
      '/v1/saved-talent-searches/:id',
    ),
  },
  shortUrls: {
    createShortUrl: route<E['shortUrls']['createShortUrl']>('createShortUrl', 'POST', '/v1/short-url'),
    resolveShortUrl: route<E['shortUrls']['resolveShortUrl']>(
      'resolveShortUrl',
      'GET',
      '/v1/short-url/:code',
    ),
  },
  staff: {
    staffLogin: route<E['staff']['staffLogin']>('staffLogin', 'POST', '/staff/v1/login'),
    staffLogout: route<E['staff']['staffLogout']>('staffLogout', 'POST', '/staff/v1/logout'),
    staffGetMe: route<E['staff']['staffGetMe']>('staffGetMe', 'GET', '/staff/v1/me'),
    staffSearchUsers: route<E['staff']['staffSearchUsers']>('staffSearchUsers', 'GET', '/staff/v1/users'),
    staffGetUser: route<E['staff']['staffGetUser']>('staffGetUser', 'GET', '/staff/v1/users/:id'),
    staffGetAuditLog: route<E['staff']['staffGetAuditLog']>('staffGetAuditLog', 'GET', '/staff/v1/audit-log'),
    staffListJobRuns: route<E['staff']['staffListJobRuns']>('staffListJobRuns', 'GET', '/staff/v1/jobs'),
  },
  talent: {
    searchTalent: route<E['talent']['searchTalent']>('searchTalent', 'GET', '/v1/talent'),
    getTalentFacets: route<E['talent']['getTalentFacets']>('getTalentFacets', 'GET', '/v1/talent/facets'),
    getMyVisibility: route<E['talent']['getMyVisibility']>('getMyVisibility', 'GET', '/v1/user/visibility'),
    updateMyVisibility: route<E['talent']['updateMyVisibility']>(
      'updateMyVisibility',
      'PUT',
      '/v1/user/visibility',
    ),
  },
  talentManager: {
    listTalentManagerSlots: route<E['talentManager']['listTalentManagerSlots']>(
      'listTalentManagerSlots',
      'GET',
      '/v1/jobs/talent-manager-slots',
    ),
    bookTalentManager: route<E['talentManager']['bookTalentManager']>(
      'bookTalentManager',
      'POST',
      '/v1/jobs/bookTalentManager',
    ),
    listMyTalentManagerBookings: route<E['talentManager']['listMyTalentManagerBookings']>(
      'listMyTalentManagerBookings',
      'GET',
      '/v1/jobs/talent-manager-bookings',
    ),
    rescheduleTalentManagerBooking: route<E['talentManager']['rescheduleTalentManagerBooking']>(
      'rescheduleTalentManagerBooking',
      'POST',
      '/v1/jobs/talent-manager-bookings/:id/reschedule',
    ),
    cancelTalentManagerBooking: route<E['talentManager']['cancelTalentManagerBooking']>(
      'cancelTalentManagerBooking',
      'POST',
      '/v1/jobs/talent-manager-bookings/:id/cancel',
    ),
    staffGetAvailability: route<E['talentManager']['staffGetAvailability']>(
      'staffGetAvailability',
      'GET',
      '/staff/v1/talent-managers/:managerId/availability',
    ),
    staffSetAvailability: route<E['talentManager']['staffSetAvailability']>(
      'staffSetAvailability',
      'PUT',
      '/staff/v1/talent-managers/:managerId/availability',
    ),
    staffListManagerBookings: route<E['talentManager']['staffListManagerBookings']>(
      'staffListManagerBookings',
      'GET',
      '/staff/v1/talent-managers/:managerId/bookings',
    ),
    staffCancelManagerBooking: route<E['talentManager']['staffCancelManagerBooking']>(
      'staffCancelManagerBooking',
      'POST',
      '/staff/v1/talent-managers/:managerId/bookings/:bookingId/cancel',
    ),
  },
  topTalent: {
    getRandomTopTalent: route<E['topTalent']['getRandomTopTalent']>(
      'getRandomTopTalent',
      'GET',
      '/v1/user/random-top-talent',
    ),
  },
  twoFactor: {
    getTwoFactor: route<E['twoFactor']['getTwoFactor']>('getTwoFactor', 'GET', '/v1/user/two-factor'),
    startTwoFactorSetup: route<E['twoFactor']['startTwoFactorSetup']>(
      'startTwoFactorSetup',
      'POST',
      '/v1/user/two-factor/setup',
    ),
    confirmTwoFactorSetup: route<E['twoFactor']['confirmTwoFactorSetup']>(
      'confirmTwoFactorSetup',
      'POST',
      '/v1/user/two-factor/confirm',
    ),
    disableTwoFactor: route<E['twoFactor']['disableTwoFactor']>(
      'disableTwoFactor',
      'POST',
      '/v1/user/two-factor/disable',
    ),
    regenerateRecoveryCodes: route<E['twoFactor']['regenerateRecoveryCodes']>(
      'regenerateRecoveryCodes',
      'POST',
      '/v1/user/two-factor/recovery-codes',
    ),
    loginTwoFactor: route<E['twoFactor']['loginTwoFactor']>(
      'loginTwoFactor',
      'POST',
      '/v1/user/login/two-factor',
    ),
    staffLoginTwoFactor: route<E['twoFactor']['staffLoginTwoFactor']>(
      'staffLoginTwoFactor',
      'POST',
      '/staff/v1/login/two-factor',
    ),
    staffStartTwoFactorSetup: route<E['twoFactor']['staffStartTwoFactorSetup']>(
      'staffStartTwoFactorSetup',
      'POST',
      '/staff/v1/login/two-factor/setup',
    ),
    staffConfirmTwoFactorSetup: route<E['twoFactor']['staffConfirmTwoFactorSetup']>(
      'staffConfirmTwoFactorSetup',
      'POST',
      '/staff/v1/login/two-factor/confirm',
    ),
  },
  talentLists: {
    listTalentLists: route<E['talentLists']['listTalentLists']>('listTalentLists', 'GET', '/v1/talent-lists'),
    createTalentList: route<E['talentLists']['createTalentList']>(
      'createTalentList',
      'POST',
      '/v1/talent-lists',
    ),
    renameTalentList: route<E['talentLists']['renameTalentList']>(
      'renameTalentList',
      'PUT',
      '/v1/talent-lists/:listId',
    ),
    deleteTalentList: route<E['talentLists']['deleteTalentList']>(
      'deleteTalentList',
      'DELETE',
      '/v1/talent-lists/:listId',
    ),
    listTalentListEntries: route<E['talentLists']['listTalentListEntries']>(
      'listTalentListEntries',
      'GET',
      '/v1/talent-lists/:listId/entries',
    ),
    addTalentToList: route<E['talentLists']['addTalentToList']>(
      'addTalentToList',
      'POST',
      '/v1/talent-lists/:listId/entries',
    ),
    updateTalentListNote: route<E['talentLists']['updateTalentListNote']>(
      'updateTalentListNote',
      'PUT',
      '/v1/talent-lists/:listId/entries/:code',
    ),
    removeTalentFromList: route<E['talentLists']['removeTalentFromList']>(
      'removeTalentFromList',
      'DELETE',
      '/v1/talent-lists/:listId/entries/:code',
    ),
  },
  portfolio: {
    listMyPortfolio: route<E['portfolio']['listMyPortfolio']>('listMyPortfolio', 'GET', '/v1/user/portfolio'),
    createPortfolioItem: route<E['portfolio']['createPortfolioItem']>(
      'createPortfolioItem',
      'POST',
      '/v1/user/portfolio',
    ),
    updatePortfolioItem: route<E['portfolio']['updatePortfolioItem']>(
      'updatePortfolioItem',
      'PUT',
      '/v1/user/portfolio/:id',
    ),
    deletePortfolioItem: route<E['portfolio']['deletePortfolioItem']>(
      'deletePortfolioItem',
      'DELETE',
      '/v1/user/portfolio/:id',
    ),
    getPublicPortfolio: route<E['portfolio']['getPublicPortfolio']>(
      'getPublicPortfolio',
      'GET',
      '/v1/user/public-profile/:code/portfolio',
    ),
  },
  workAgreements: {
    offers: {
      createOffer: route<E['workAgreements']['offers']['createOffer']>('createOffer', 'POST', '/v1/offers'),
      listOffers: route<E['workAgreements']['offers']['listOffers']>('listOffers', 'GET', '/v1/offers'),
      getOffer: route<E['workAgreements']['offers']['getOffer']>('getOffer', 'GET', '/v1/offers/:id'),
      acceptOffer: route<E['workAgreements']['offers']['acceptOffer']>(
        'acceptOffer',
        'POST',
        '/v1/offers/:id/accept',
      ),
      declineOffer: route<E['workAgreements']['offers']['declineOffer']>(
        'declineOffer',
        'POST',
        '/v1/offers/:id/decline',
      ),
      counterOffer: route<E['workAgreements']['offers']['counterOffer']>(
        'counterOffer',
        'POST',
        '/v1/offers/:id/counter',
      ),
      withdrawOffer: route<E['workAgreements']['offers']['withdrawOffer']>(
        'withdrawOffer',
        'POST',
        '/v1/offers/:id/withdraw',
      ),
    },
    milestones: {
      getEngagement: route<E['workAgreements']['milestones']['getEngagement']>(
        'getEngagement',
        'GET',
        '/v1/engagements/:id',
      ),
      proposeMilestone: route<E['workAgreements']['milestones']['proposeMilestone']>(
        'proposeMilestone',
        'POST',
        '/v1/engagements/:id/milestones',
      ),
      acceptMilestone: route<E['workAgreements']['milestones']['acceptMilestone']>(
        'acceptMilestone',
        'POST',
        '/v1/milestones/:id/accept',
      ),
      declineMilestone: route<E['workAgreements']['milestones']['declineMilestone']>(
        'declineMilestone',
        'POST',
        '/v1/milestones/:id/decline',
      ),
      submitMilestone: route<E['workAgreements']['milestones']['submitMilestone']>(
        'submitMilestone',
        'POST',
        '/v1/milestones/:id/submit',
      ),
      approveMilestone: route<E['workAgreements']['milestones']['approveMilestone']>(
        'approveMilestone',
        'POST',
        '/v1/milestones/:id/approve',
      ),
      requestMilestoneChanges: route<E['workAgreements']['milestones']['requestMilestoneChanges']>(
        'requestMilestoneChanges',
        'POST',
        '/v1/milestones/:id/request-changes',
      ),
    },
    time: {
      logTime: route<E['workAgreements']['time']['logTime']>('logTime', 'POST', '/v1/engagements/:id/time'),
      updateTimeEntry: route<E['workAgreements']['time']['updateTimeEntry']>(
        'updateTimeEntry',
        'PUT',
        '/v1/time-entries/:id',
      ),
      deleteTimeEntry: route<E['workAgreements']['time']['deleteTimeEntry']>(
        'deleteTimeEntry',
        'DELETE',
        '/v1/time-entries/:id',
      ),
      listTimesheets: route<E['workAgreements']['time']['listTimesheets']>(
        'listTimesheets',
        'GET',
        '/v1/engagements/:id/timesheets',
      ),
      submitTimesheet: route<E['workAgreements']['time']['submitTimesheet']>(
        'submitTimesheet',
        'POST',
        '/v1/timesheets/:id/submit',
      ),
      approveTimesheet: route<E['workAgreements']['time']['approveTimesheet']>(
        'approveTimesheet',
        'POST',
        '/v1/timesheets/:id/approve',
      ),
      disputeTimesheet: route<E['workAgreements']['time']['disputeTimesheet']>(
        'disputeTimesheet',
        'POST',
        '/v1/timesheets/:id/dispute',
      ),
    },
    invoices: {
      listInvoices: route<E['workAgreements']['invoices']['listInvoices']>(
        'listInvoices',
        'GET',
        '/v1/invoices',
      ),
      getInvoice: route<E['workAgreements']['invoices']['getInvoice']>(
        'getInvoice',
        'GET',
        '/v1/invoices/:id',
      ),
      downloadInvoicePdf: route<E['workAgreements']['invoices']['downloadInvoicePdf']>(
        'downloadInvoicePdf',
        'GET',
        '/v1/invoices/:id/pdf',
      ),
      markInvoicePaid: route<E['workAgreements']['invoices']['markInvoicePaid']>(
        'markInvoicePaid',
        'POST',
        '/v1/invoices/:id/mark-paid',
      ),
      confirmInvoiceReceived: route<E['workAgreements']['invoices']['confirmInvoiceReceived']>(
        'confirmInvoiceReceived',
        'POST',
        '/v1/invoices/:id/confirm-received',
      ),
    },
  },
} as const;
