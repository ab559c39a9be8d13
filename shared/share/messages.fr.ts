/** Share links' texts (see messages.ts), in French: a chunk of its own, loaded with the language (src-renderer/i18n.ts) */
export const fr = {
  share: {
    button: 'Partager…',
    empty: 'le lien ne contient aucune donnée après « #s= »',
    noPayload: 'ce lien ne contient ni scénario ni partie sauvegardée (rien après « #s= »)',
    tooLong: 'le lien contient {n} caractères de données, plus qu’un lien de partage ne peut en porter ({max})',
    newerFormat:
      'ce lien a été créé par une version plus récente d’Asobiba : mettez l’application à jour pour l’ouvrir',
    unknownFormat: 'ce n’est pas un lien de partage Asobiba',
    truncated: 'le lien est coupé : copiez-le à nouveau, en entier',
    badCharacter: 'le lien contient « {char} » (caractère {at} de ses données), qu’aucun lien de partage ne contient',
    notCompressed: 'les données du lien sont abîmées et ne peuvent pas être décompressées',
    notText: 'les données du lien ne se décompressent pas en texte',
    notJson: 'les données du lien ne sont ni un scénario ni une partie sauvegardée',
    tooLarge: 'le lien se décompresserait en plus de {max}, plus qu’un fichier ne peut contenir',
    tooDeep: 'les données du lien sont trop imbriquées pour être lues',
    tooMany:
      'les données du lien contiennent une liste de plus de {max} éléments, plus qu’un fichier ne peut en contenir',
    opened: 'Ouvert depuis un lien. Rien n’est conservé tant que vous n’enregistrez pas.',
    linkName: 'lien partagé',
    dialog: {
      title: 'Partager « {name} »',
      webLink: 'Lien web',
      desktopLink: 'Lien pour l’application de bureau',
      address: 'Adresse de l’édition web',
      addressHelp: 'Le lien web ouvre l’édition web à cette adresse.',
      badAddress: 'Saisissez une adresse qui commence par http:// ou https://',
      copy: 'Copier',
      copied: 'Lien copié.',
      copyFailed: 'Impossible de copier le lien : sélectionnez-le et copiez-le vous-même.',
      qr: 'Code QR du lien web',
      qrHelp: 'Scannez-le avec un téléphone pour ouvrir le plateau dans l’édition web.',
      noQr: 'Ce lien est trop long pour un code QR.',
      qrTooLong:
        'Pas de code QR : avec {n} caractères, il serait trop dense pour qu’un téléphone le lise de l’autre côté de la table (un code QR porte ici {max} caractères au plus). Enregistrez le fichier et envoyez-le plutôt.',
      long: 'Ce lien fait {n} caractères : certaines applications coupent les liens de plus de {max} caractères.',
      tooLarge: 'C’est trop gros pour un lien ({n} caractères, {max} au plus). Partagez plutôt le fichier.',
      saveFile: 'Enregistrer le fichier…',
      size: '{n} caractère | {n} caractères',
      close: 'Fermer',
    },
  },
}
