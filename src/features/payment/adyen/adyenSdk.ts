/** The Adyen SDK and its styles as one lazily loaded chunk ("adyenSdk-*.js"); see loadAdyen. */
import '@adyen/adyen-web/styles/adyen.css';

export * from '@adyen/adyen-web';
