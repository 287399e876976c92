/** How often a page showing something on its way to Microsoft asks again (react-query's refetchInterval). */
export const whileWaitingForMicrosoft = (isWaiting: boolean) => (isWaiting ? 2000 : false);
