import { BRAND_SEED, DEFAULT_BRAND_KEY, matchBrandKey } from '@enroll/domain';
import { LANGUAGE_STORAGE_KEY, pickLanguage } from '../i18n/language.ts';

const TEMPLATE_PREFIX = 'prerendered-';

/** The id of the `<template>` holding a page's markup for a brand and a language. */
export function variantId(brandKey: string, language: string): string {
  return `${TEMPLATE_PREFIX}${brandKey}-${language}`;
}

/**
 * The inline script of a prerendered page, right after its templates: it picks the host's brand and the
 * family's language exactly as the app does (the same functions' source), moves that template's markup
 * into #root before the first paint and marks #root for main.tsx to hydrate. #root stays inert (seen,
 * not yet usable: nothing typed or tapped is lost) until React has taken the markup over. No template for the
 * pair (or any failure) leaves #root empty, and the app renders as it would without a prerender.
 */
export function variantScript(): string {
  const brands = JSON.stringify(BRAND_SEED.map(({ key, hostPatterns }) => ({ key, hostPatterns })));
  return `(function(){try{var brandKey=(${matchBrandKey.toString()})(location.hostname,${brands},${JSON.stringify(DEFAULT_BRAND_KEY)});var saved=null;try{saved=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){}var language=(${pickLanguage.toString()})(new URLSearchParams(location.search).get('lang'),saved,navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language]);var template=document.getElementById(${JSON.stringify(TEMPLATE_PREFIX)}+brandKey+'-'+language);var root=document.getElementById('root');if(!template||!root)return;root.appendChild(template.content.cloneNode(true));root.setAttribute('data-prerendered',brandKey+'-'+language);root.inert=true;document.documentElement.lang=language}catch(e){}})();`;
}
