// The package ships the Spanish (Spain) strings without their own type file; importing it only registers them.
declare module 'altcha/i18n/es-es';
