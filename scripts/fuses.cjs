// electron-builder afterPack hook: flips Electron's fuses in the packaged binary, before signing.
// Each fuse turns off a way to make the shipped binary run something other than our app.
const path = require('node:path')
const { flipFuses, FuseVersion, FuseV1Options } = require('@electron/fuses')

/** the fuse settings, exported so the packaging test can check them without a binary */
const FUSES = {
  version: FuseVersion.V1,
  // `ELECTRON_RUN_AS_NODE=1 Asobiba script.js` would run any script as plain Node
  [FuseV1Options.RunAsNode]: false,
  // NODE_OPTIONS and --inspect would let anyone inject code or attach a debugger
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  // the app is only loaded from app.asar, and the asar is checked against its recorded hash
  // (validated on macOS and Windows; Linux has no asar integrity in Electron)
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  // cookies and other session storage encrypted with the OS keychain
  [FuseV1Options.EnableCookieEncryption]: true,
  // our pages come from app://, so file:// needs none of its legacy extra powers
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
}

function binaryPath({ appOutDir, electronPlatformName, packager }) {
  switch (electronPlatformName) {
    case 'darwin':
    case 'mas':
      return path.join(appOutDir, `${packager.appInfo.productFilename}.app`)
    case 'win32':
      return path.join(appOutDir, `${packager.appInfo.productFilename}.exe`)
    default:
      return path.join(appOutDir, packager.executableName)
  }
}

async function afterPack(context) {
  const target = binaryPath(context)
  const arm64 = context.arch === 3 // builder-util's Arch.arm64
  await flipFuses(target, {
    ...FUSES,
    // flipping fuses invalidates the ad-hoc signature of an unsigned arm64 macOS build
    resetAdHocDarwinSignature: context.electronPlatformName === 'darwin' && arm64,
  })
  console.log(`  • fuses flipped  file=${target}`)
}

module.exports = afterPack
module.exports.default = afterPack
module.exports.FUSES = FUSES
