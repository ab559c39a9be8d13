/** The file layer's texts (see files.ts), in French: a chunk of its own, loaded with the language (src-renderer/i18n.ts) */
export const fr = {
  files: {
    tooLarge:
      '{name} est trop volumineux ({size} Mo)\u00a0: les fichiers ouverts ou enregistrés ne peuvent dépasser {limit} Mo.',
    writeFailed: 'Impossible d’écrire {name} ({code}). La version précédente du fichier est intacte.',
    readFailed: 'Impossible de lire {name} ({code}).',
    notFound: '{name} est introuvable\u00a0: il a peut-être été déplacé ou supprimé.',
    diskFull: 'Le disque est plein\u00a0: {name} n’a pas été enregistré. La version précédente du fichier est intacte.',
    browserFull:
      'Ce navigateur n’a plus de place pour Asobiba\u00a0: {name} n’a pas été enregistré. Exportez ce que vous voulez garder, puis supprimez-le ici pour faire de la place.',
    readOnly:
      'Impossible d’écrire {name} ici (dossier en lecture seule ou droits insuffisants). La version précédente du fichier est intacte.',
    deleteNotPermitted:
      'Impossible de mettre {name} à la corbeille\u00a0: son dossier est en lecture seule ou vous n’avez pas le droit de le modifier. Le fichier est toujours là.',
    notAFile: '{name} n’est pas un fichier.',
    notListed:
      '{name} n’a pas été lu pour cette liste\u00a0: vos dossiers contiennent plus de {limit} Mo de fichiers. Déplacez-en quelques-uns ailleurs.',
    notAllowed: 'Asobiba n’ouvre que les fichiers que vous avez choisis\u00a0: ouvrez {name} avec Fichier › Ouvrir.',
    notAppFile:
      '{name} n’est plus un scénario ni une partie d’Asobiba\u00a0: il n’a pas été ouvert depuis les fichiers récents. Ouvrez-le avec Fichier › Ouvrir si vous lui faites confiance.',
    exists: '{name} existe déjà\u00a0: la copie supprimée n’a pas été remise en place.',
    notPng: 'L’image à exporter n’est pas une image PNG.',
    notPdf: 'Le document à enregistrer n’est pas un fichier PDF.',
    badRequest: 'L’application a envoyé une requête invalide ({channel}). Rien n’a été lu ni écrit.',
    forbidden: 'Cette page n’a pas le droit d’accéder aux fichiers.',
    unexpected: 'Un problème est survenu lors de la gestion des fichiers ({code}). Rien n’a été perdu.',
  },
  format: {
    tooManyActions: 'le journal compte {n} actions, plus que ne peut en durer une partie de ce scénario ({max})',
    forbiddenKey: 'la clé «\u00a0{key}\u00a0» est interdite dans un fichier',
    moreOfKind: '…et {n} autres du même genre ({cause})',
  },
  library: {
    damagedTitle: 'Fichiers impossibles à ouvrir',
    recoveredName: 'la partie interrompue',
    damaged: 'endommagé',
    damagedReason: '{path}\u00a0: {reason}',
    otherProblems: 'problèmes en tout\u00a0: {n}',
    openInEditor: 'Ouvrir dans l’éditeur',
    trash: 'Mettre à la corbeille',
    deleteFailed: 'Non supprimé\u00a0: {reason}',
    repairing:
      '{name} ne passe pas encore les vérifications\u00a0: il est ouvert dans l’éditeur, avec la liste de ses problèmes.',
  },
  loading: {
    title: 'Ouverture de {name}',
    checking: 'Vérification du fichier…',
    replaying: 'Action {done} sur {total} rejouée',
    receiving: 'Préparation du plateau ({done} sur {total})',
    cancel: 'Annuler',
    canceled: 'L’ouverture de {name} a été annulée. Rien n’a changé.',
    crashed: 'Le fichier n’a pas pu être ouvert\u00a0: le chargement s’est arrêté ({detail}). Rien n’a changé.',
  },
  problems: {
    count: 'Problèmes trouvés\u00a0: {n}',
    more: '…et {n} autres du même genre',
    show: 'Afficher ces {n}',
  },
} as const
