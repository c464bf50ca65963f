import type { ValidationMessageKey } from './en.ts';

/**
 * Spanish of every validation message, key for key with the English catalog: a missing or
 * an extra key does not compile, and the completeness test checks the placeholders. Written as a
 * school office writes to parents (usted). Loaded only when a page is read in Spanish, through the
 * package subpath '@enroll/domain/messages/es' (never from the domain index, so English pages do not
 * carry it). Staff-only messages are translated too, so the catalog is whole; staff screens show
 * English anyway.
 */
export const validationMessagesEs: Record<ValidationMessageKey, string> = {
  required: 'Este campo es obligatorio.',
  'id.invalid': 'Use hasta 100 letras, números, guiones o guiones bajos.',
  'interest.enrolled':
    'Esta inscripción ya fue enviada. Para hacer un cambio, comuníquese con su centro de aprendizaje.',
  'interest.link.expired':
    'Este enlace ya venció. Los enlaces de una solicitud de información funcionan durante 60 días.',
  'name.max': 'Debe tener 50 caracteres o menos.',
  'name.characters': 'Use solo letras, espacios, apóstrofos, guiones y puntos.',
  'street.characters': 'Use solo letras, números, espacios, #, apóstrofos, guiones y puntos.',
  'email.invalid': 'Por favor, escriba un correo electrónico válido',
  'email.max': 'Debe tener 60 caracteres o menos.',
  'phone.invalid': 'Por favor, escriba un número de teléfono válido con el formato XXX-XXX-XXXX',
  'interest.phone.invalid': 'Por favor, escriba un número de teléfono válido con el formato XXX-XXX-XXXX',
  'interest.zip.invalid': 'Por favor, escriba un código postal válido con el formato XXXXX',
  'interest.birthDate.required': 'Por favor, escriba una fecha de nacimiento válida',
  'interest.parentRelationship.invalid':
    'Por favor, elija una opción: Padre o madre, Tutor legal, o Cuidador o cuidadora.',
  'interest.campaign.max': 'Debe tener 100 caracteres o menos.',
  'location.query.invalid': 'Escriba un código postal o un estado válido.',
  'location.radius.invalid': 'El radio debe ser un número de millas entre 1 y 500.',
  'location.brand.required': 'Se necesita una marca.',
  'location.search.oneOf': 'Indique solo uno: código postal, estado o término de búsqueda.',
  'errorLog.invalid': 'El informe de error no es válido.',
  'language.invalid': 'Por favor, elija inglés o español.',
  // ── Birth dates, the same on every form ──
  'birthDate.invalid': 'Por favor, escriba una fecha de nacimiento válida',
  'birthDate.future': 'La fecha de nacimiento no puede ser posterior a hoy.',
  'birthDate.range.4to50':
    'El estudiante debe tener entre 4 y 50 años. Por favor, revise la fecha de nacimiento.',
  'birthDate.range.1to100':
    'El estudiante debe tener entre 1 y 100 años. Por favor, revise la fecha de nacimiento.',
  // ── Saved drafts ('Resume anywhere') ──
  'draft.link.invalid': 'Este enlace no es válido. Por favor, pida uno nuevo.',
  'draft.link.used': 'Este enlace ya abrió su formulario en 5 dispositivos. Por favor, pida uno nuevo.',
  'draft.link.expired':
    'Este enlace ya venció. Los enlaces funcionan durante 24 horas. Por favor, pida uno nuevo.',

  // ── Registration wizard (/register, /register-interest) ──
  'registration.step.required': 'Por favor, complete los campos obligatorios',
  'registration.parent2.required': 'Por favor, complete todos los campos obligatorios',
  'registration.migrant.required': 'Por favor, complete todos los datos obligatorios',
  'registration.value.invalid': 'Este valor no es válido.',
  'registration.option.invalid': 'Por favor, elija una de las opciones.',
  'registration.zip.invalid': 'Por favor, escriba un código postal válido',
  'registration.text.max50': 'Debe tener 50 caracteres o menos.',
  'registration.text.max100': 'Debe tener 100 caracteres o menos.',
  'registration.text.max1000': 'Debe tener 1000 caracteres o menos.',
  'registration.parent2.selfAdultOnly':
    "Solo puede elegir 'Yo mismo(a) (18 años o más)' si el estudiante tiene 18 años o más.",
  'registration.site.invalid': 'Identificador de centro no válido',
  'registration.uuid.invalid': 'El enlace de inscripción no es válido.',

  // ── Secondary enrollment (Lelo) public wizard and its sessions ──
  'lelo.step.required': 'Por favor, complete los campos obligatorios',
  'lelo.fields.required': 'Por favor, complete todos los campos obligatorios',
  'lelo.zip.invalid': 'Por favor, escriba un código postal válido',
  'lelo.ncaa.required': 'Debe confirmar que entiende las condiciones para continuar.',
  'lelo.courses.none': 'No hay cursos disponibles para este grado',
  'lelo.course.order': 'Por favor, elija primero el Curso {{previous}} antes de elegir el Curso {{next}}.',
  'lelo.course.duplicate': 'No se puede elegir el mismo curso dos veces.',
  'lelo.course.tooMany': 'Hay demasiados cursos para este grado.',
  'lelo.course.unknown': 'Este curso no se ofrece aquí para este grado. Por favor, elija de nuevo.',
  'lelo.session.closed': 'Este período de inscripción no está abierto.',
  'lelo.signature.tooLarge': 'La firma es demasiado grande. Por favor, bórrela y vuelva a firmar.',
  'lelo.entry.locked': 'Esta inscripción ya fue firmada y no se puede cambiar.',
  'lelo.grade.invalid': 'Por favor, elija uno de los grados.',
  'lelo.text.max50': 'Debe tener 50 caracteres o menos.',
  'lelo.text.max100': 'Debe tener 100 caracteres o menos.',
  'lelo.signature.invalid': 'Por favor, firme en el recuadro.',
  'lelo.signature.tooSmall':
    'La firma es demasiado pequeña. Por favor, firme con su nombre a lo largo del recuadro.',
  'lelo.studentName.mismatch':
    'Por favor, escriba el nombre y el apellido del estudiante tal como aparecen en Información del estudiante.',
  'lelo.parentName.mismatch':
    'Por favor, escriba el nombre y el apellido del padre, madre o tutor tal como aparecen en Información del padre, madre o tutor.',
  'lelo.signatureDate.today': 'Por favor, use la fecha de hoy.',
  'lelo.agreement.changed':
    'El texto del acuerdo cambió mientras firmaba. Por favor, léalo de nuevo y luego envíe el formulario.',
  'lelo.somethingWrong': 'Algo salió mal',
  'lelo.submitting': 'Enviando...',
  'lelo.leaveWarning': 'Es posible que no se guarden los cambios que hizo.',
  'lelo.charter.required': 'Error de validación: se necesita la escuela chárter',
  'lelo.charterId.required': 'Error de validación: se necesita el identificador de la escuela chárter',
  'lelo.learningCenter.required': 'Error de validación: se necesita el centro de aprendizaje',
  'lelo.siteId.required': 'Error de validación: se necesita el identificador del centro',
  'session.openingSoon': 'La inscripción abrirá pronto',
  'session.expired': 'El período de inscripción terminó',
  'session.schoolYear.format': 'El año escolar debe tener el formato aaaa-aaaa',
  'session.schoolYear.range':
    'El rango del año escolar no es válido. El año de inicio debe ser anterior al año de fin.',
  'session.enrollmentDates.order':
    'La fecha de inicio de inscripción debe ser anterior a la fecha de fin de inscripción',
  'session.schoolYearDates.order':
    'La fecha de inicio del año escolar debe ser anterior a la fecha de fin del año escolar',
  'session.date.invalid': 'Por favor, escriba una fecha válida.',
  'session.status.invalid': 'Por favor, elija Activo o Inactivo.',
  'session.permalink.max': 'Debe tener 80 caracteres o menos.',
  'session.permalink.invalid': 'El enlace permanente solo puede tener a-z, 0-9 y guiones.',
  'session.name.duplicateOnAdd': '¡Ya existe un período con este nombre!',
  'session.name.duplicateOnEdit': 'Ya existe un período con el mismo nombre. Por favor, use otro nombre.',
  'session.permalink.taken': 'Otro período ya usa este enlace permanente. Por favor, cambie el nombre.',
  'session.conflict': 'Otra persona cambió este período. Por favor, vuelva a cargarlo e inténtelo de nuevo.',
  'session.ifMatch.required':
    'Este cambio necesita la versión del período que editó. Por favor, vuelva a cargarlo e inténtelo de nuevo.',

  // ── Course setup and templates ──
  'courseSetup.year.required': 'Por favor, elija un año del catálogo de cursos',
  'courseSetup.term.required': 'Por favor, elija un período del catálogo de cursos',
  'courseSetup.ncaa.required': 'Por favor, complete la notificación de la NCAA',
  'courseSetup.courses.required': 'Por favor, elija al menos un curso.',
  'courseSetup.courses.duplicate': 'Cada curso se puede elegir solo una vez.',
  'courseSetup.courses.tooMany': 'Eligió demasiados cursos.',
  'courseSetup.courses.notInCatalog':
    'Este curso no está en el catálogo de la escuela chárter para este año, período y nivel escolar.',
  'courseSetup.totalCourses.max4': 'El máximo de cursos por estudiante debe ser de 1 a 4.',
  'courseSetup.totalCourses.max3': 'El máximo de cursos por estudiante debe ser de 1 a 3.',
  'courseSetup.id.mismatch':
    'La dirección nombra cursos distintos de los enviados. Por favor, vuelva a cargar e inténtelo de nuevo.',
  'courses.exists':
    'Este centro de aprendizaje ya tiene cursos en este período. Por favor, vuelva a cargar la página para editarlos.',
  'courses.conflict': 'Otra persona cambió estos cursos. Por favor, vuelva a cargarlos e inténtelo de nuevo.',
  'courses.ifMatch.required':
    'Este cambio necesita la versión de los cursos que editó. Por favor, vuelva a cargarlos e inténtelo de nuevo.',
  'catalog.unavailable':
    'No es posible consultar el catálogo de cursos en este momento. Por favor, inténtelo de nuevo en unos minutos.',
  'template.message.max': 'El mensaje es demasiado largo.',
  'template.email.invalid': 'Por favor, escriba un correo electrónico válido',
  'template.email.tooMany': 'Agregue como máximo 20 direcciones.',
  'template.exists':
    'Este centro de aprendizaje ya tiene esta plantilla en el período. Por favor, vuelva a cargarla e inténtelo de nuevo.',
  'template.conflict':
    'Otra persona cambió esta plantilla. Por favor, vuelva a cargarla e inténtelo de nuevo.',
  'template.ifMatch.required':
    'Este cambio necesita la versión de la plantilla que editó. Por favor, vuelva a cargarla e inténtelo de nuevo.',
  'template.scope.mismatch': 'La plantilla pertenece al centro de aprendizaje y al período de su dirección.',
  'agreementTranslation.max': 'La traducción puede tener como máximo 50 000 caracteres.',
  'agreementTranslation.conflict':
    'Otra persona cambió esta traducción. Por favor, vuelva a cargarla e inténtelo de nuevo.',
  'agreementTranslation.ifMatch.required':
    'Este cambio necesita la versión de la traducción que editó. Por favor, vuelva a cargarla e inténtelo de nuevo.',
  'courseNames.max': 'Un nombre de curso en español puede tener como máximo 100 caracteres.',
  'courseNames.tooMany': 'Se pueden guardar como máximo 2000 nombres de cursos a la vez.',
  'courseNames.conflict':
    'Otra persona cambió estos nombres de cursos. Por favor, vuelva a cargarlos e inténtelo de nuevo.',
  'courseNames.ifMatch.required':
    'Este cambio necesita la versión de los nombres de cursos que editó. Por favor, vuelva a cargarlos e inténtelo de nuevo.',

  // ── Staff sign-in, App Permissions, export log ──
  'auth.signIn': 'Inicie sesión para continuar.',
  'auth.notAuthorized': 'No tiene autorización para acceder a esta aplicación',
  'auth.levelTooLow': 'Su nivel de permiso no permite esta acción.',
  'permission.person.required': 'Por favor, elija una persona.',
  'permission.level.required': 'Por favor, elija un nivel de permiso.',
  'permission.charters.required': 'Por favor, asigne al menos una escuela chárter.',
  'permission.charter.unknown': 'Esta escuela chárter no existe.',
  'permission.actor.notAdmin':
    'Solo un Administrador o un Superadministrador puede gestionar los permisos de usuario.',
  'permission.edit.superAdminTarget': 'Un Administrador no puede editar a un Superadministrador.',
  'permission.grant.superAdminOnly':
    'Solo un Superadministrador puede otorgar o cambiar los niveles de Administrador y Superadministrador.',
  'permission.charter.outOfScope': 'Solo puede cambiar permisos en las escuelas chárter que tiene asignadas.',
  'permission.lastSuperAdmin':
    'No se puede bajar de nivel ni quitar al último Superadministrador. Primero nombre Superadministrador a otra persona.',
  'permission.exists': 'Esta persona ya tiene un permiso. Actualícelo en lugar de crear otro.',
  'permission.conflict':
    'Otra persona cambió este permiso. Por favor, vuelva a cargarlo e inténtelo de nuevo.',
  'people.query.min': 'Escriba al menos 2 caracteres para buscar.',
  'people.query.max': 'Debe tener 50 caracteres o menos.',
  'accessLog.date.invalid': 'Por favor, escriba una fecha válida (AAAA-MM-DD).',
  'accessLog.dates.order': 'La fecha de inicio debe ser anterior a la fecha de fin.',
  'accessLog.person.max': 'Debe tener 254 caracteres o menos.',
  'accessLog.record.invalid':
    'El id de un registro solo tiene letras, dígitos, guiones y guiones bajos (100 como máximo).',
  'familyEmail.mailId.invalid': 'Ese no es un correo de este registro.',
  'familyEmail.notResendable': 'Este correo se envió o se está enviando: no hay nada que volver a enviar.',
  'familyEmail.notFound': 'Este registro no tiene ese correo.',
  'exportLog.fileName.max': 'Debe tener 255 caracteres o menos.',
  'exportLog.screen.max': 'Debe tener 100 caracteres o menos.',
  'exportLog.recordCount.invalid': 'El número de registros debe ser un número entero de 0 o más.',
  'exportLog.exportType.invalid':
    "El tipo de exportación debe ser 'pdf', 'excel', 'zip' o 'signed_agreement LeloPdf'.",
  'exportLog.exportStatus.invalid': "El estado de la exportación debe ser 'success' o 'failed'.",
  // ── Staff interest entries ──
  'interest.site.required': 'Por favor, elija un centro de aprendizaje.',
  'interest.charter.required': 'Por favor, elija una escuela chárter.',
  'interest.grade.invalid': 'Por favor, elija el grado 9, 10, 11 o 12.',
  'interest.country.max': 'Debe tener 25 caracteres o menos.',
  'interest.street1.max': 'Debe tener 50 caracteres o menos.',
  'interest.street2.max': 'Debe tener 40 caracteres o menos.',
  'interest.city.max': 'Debe tener 25 caracteres o menos.',
  'interest.state.max': 'Debe tener 25 caracteres o menos.',
  'interest.zip.anyCountry': 'Por favor, escriba un código postal válido',
  'editInterest.zip.invalid': 'El código postal debe tener 5 dígitos.',
  'editInterest.email.invalid': 'Por favor, escriba un correo electrónico válido.',
  'editInterest.phone.invalid':
    'Por favor, escriba un número de teléfono válido con el formato XXX-XXX-XXXX.',
  'interestNote.email.invalid': 'Por favor, escriba un correo electrónico válido.',
  'interestNote.username.max': 'Debe tener 100 caracteres o menos.',
  'interestNote.notes.max': 'Debe tener 2000 caracteres o menos.',
  'duplicates.records.invalid': 'Por favor, elija registros de este grupo.',
  'duplicates.records.min': 'Por favor, elija al menos dos registros.',
  'duplicates.records.max': 'Por favor, elija como máximo cuatro registros.',
  'duplicates.records.notFlagged': 'Estos registros no están marcados como duplicados entre sí.',
  'duplicates.reason.required': 'Por favor, diga por qué estos registros no son duplicados.',
  'duplicates.reason.max': 'Debe tener 500 caracteres o menos.',
  'duplicates.merge.mergedMin': 'Por favor, elija al menos un registro para unir al que se queda.',
  'duplicates.merge.distinct':
    'El registro que se queda no puede unirse también, y cada registro se une una sola vez.',
  'duplicates.merge.notInSet': 'Estos registros no están todos en el grupo del registro que se queda.',
  'duplicates.merge.notFound': 'No existe esa unión.',
  'duplicates.merge.tooOld':
    'Esta unión ya no se puede deshacer: una unión se puede deshacer durante 90 días.',
  'duplicates.merge.alreadyUndone': 'Esta unión ya se deshizo.',
  'duplicates.mergedReadOnly':
    'Este registro se unió a otro y se conserva como estaba. Por favor, abra el registro al que se unió.',
  'duplicates.conflict': 'Otra persona cambió este grupo. Por favor, vuelva a cargarlo e inténtelo de nuevo.',
  'interest.conflict':
    'Otra persona cambió este registro. Por favor, vuelva a cargarlo e inténtelo de nuevo.',
  'interest.transition.invalid': 'Este cambio no es posible para el registro en su estado actual.',
  'interest.email.notResendable':
    'El correo a la familia no fue retenido ni falló, así que no hay nada que volver a enviar.',
  'interest.enrolledNoEdit': 'La inscripción ya se completó; no puede editar los formularios de interés',
  'staffList.search.max': 'Debe tener 50 caracteres o menos.',
  'staffList.cursor.invalid':
    'El enlace de esta página ya no es válido. Por favor, vuelva a cargar la lista.',
  // ── Staff interest writes, notes and transfer (API write side) ──
  'interest.site.notCharter': 'Este centro de aprendizaje no pertenece a la escuela chárter elegida.',
  'interest.ifMatch.required':
    'Este cambio necesita la versión del registro que editó. Por favor, vuelva a cargarlo e inténtelo de nuevo.',
  // ── Exports (export pipeline) ──
  'export.empty': 'No hay datos para exportar.',
  'export.failed': 'No se pudieron exportar los datos. Por favor, inténtelo de nuevo.',
  // ── Staff registrations ──
  'registration.learningCenter.required': 'Por favor, elija un centro de aprendizaje.',
  'registration.enrollmentType.invalid': 'Por favor, elija Regular o Intersesión.',
  'registration.conflict':
    'Otra persona cambió esta inscripción. Por favor, vuelva a cargarla e inténtelo de nuevo.',
  'registration.ifMatch.required':
    'Este cambio necesita la versión de la inscripción que editó. Por favor, vuelva a cargarla e inténtelo de nuevo.',
  'registration.notEditable': 'Una inscripción completada o dada de baja ya no se puede editar.',
  'registration.transfer.invalid':
    'Esta transferencia ya no está disponible. Por favor, vuelva a transferir el registro de interés.',
  'registration.notes.max': 'Debe tener 1000 caracteres o menos.',
  // ── Registration processing ──
  'registration.transition.illegal':
    'Este paso no está disponible para la inscripción en su estado actual. Por favor, vuelva a cargarla para ver en qué etapa está.',
  'registration.match.invalid': 'Por favor, elija un estudiante de los resultados.',
  'registration.match.action.required': 'Por favor, elija una acción para el estudiante elegido.',
  'registration.orientation.link.invalid':
    'Por favor, escriba un enlace de orientación válido que empiece con https://',
  'registration.orientation.date.required': 'Por favor, elija una fecha de orientación.',
  'registration.orientation.time.invalid': 'Por favor, elija una hora de la lista.',
  'registration.orientation.time.order': 'La hora de fin debe ser posterior a la hora de inicio.',
  'siteSettings.email.invalid': 'Por favor, escriba un correo electrónico válido.',
  'siteSettings.ifMatch.required':
    'Este cambio necesita la versión de la configuración que editó. Por favor, vuelva a cargarla e inténtelo de nuevo.',
  'siteSettings.conflict':
    'Otra persona cambió la configuración de este centro. Por favor, vuelva a cargarla e inténtelo de nuevo.',
  'siteSettings.emails.tooMany': 'Escriba 20 direcciones como máximo.',
  'siteSettings.dates.tooMany': 'Escriba 200 fechas de orientación como máximo.',
  'siteSettings.date.duplicate': 'Esta fecha ya está en la lista.',
  'registration.orientation.unavailable':
    'Esta fecha y hora no están entre los horarios de orientación del centro de aprendizaje.',
  'registration.programs.invalid': 'Por favor, elija programas de la lista.',
  'registration.termination.required': 'Por favor, escriba las notas de la baja.',
  'registration.batch.empty': 'Por favor, elija al menos una orientación.',
  'registration.batch.max': 'Por favor, elija 100 orientaciones o menos.',
  'registration.batch.duplicate': 'Cada orientación se puede elegir una sola vez.',
  'registration.sis.unavailable':
    'No fue posible comunicarse con el sistema de información estudiantil. Por favor, inténtelo de nuevo en un momento.',
  // ── Staff secondary enrollments ──
  'leloList.dates.both': 'Por favor, elija la fecha de inicio y la de fin, o deje ambas vacías.',
  'leloList.dates.order': 'La fecha de inicio debe ser anterior a la fecha de fin.',
  'leloList.date.invalid': 'Por favor, escriba una fecha válida (AAAA-MM-DD).',
  'leloEdit.email.invalid': 'Por favor, escriba un correo electrónico válido.',
  'leloEdit.phone.invalid': 'Por favor, escriba un número de teléfono válido con el formato XXX-XXX-XXXX.',
  'leloEdit.parentEmail.invalid': 'Por favor, escriba un correo electrónico válido del padre, madre o tutor.',
  'leloEdit.zip.invalid': 'El código postal debe tener 5 dígitos.',
  'leloEdit.conflict':
    'Otra persona cambió esta inscripción secundaria. Por favor, vuelva a cargarla e inténtelo de nuevo.',
  'leloEdit.ifMatch.required':
    'Este cambio necesita la versión de la inscripción secundaria que editó. Por favor, vuelva a cargarla e inténtelo de nuevo.',
  'leloEdit.inactive.invalid': 'Solo una inscripción Activa o Firmada se puede marcar como Inactiva.',
  'leloEdit.inactiveUndo.invalid': 'Solo una inscripción Inactiva se puede volver a activar.',
  'preRegistration.fields.required': 'Por favor, complete los campos obligatorios',
  'preRegistration.email.invalid': 'Por favor, escriba un correo electrónico válido.',
  'preRegistration.phone.invalid':
    'Por favor, escriba un número de teléfono válido con el formato XXX-XXX-XXXX.',
  'preRegistration.session.invalid': 'Este período no existe.',
  'preRegistration.site.invalid': 'Este centro de aprendizaje no ofrece cursos en este período.',
  'leloExport.zipFailed': 'Ocurrió un error al exportar los datos.',
  'leloExport.agreementMissing': 'Todavía no hay un acuerdo firmado guardado para esta inscripción.',
  'leloExport.notSigned':
    'Esta inscripción no ha sido firmada, así que no tiene un acuerdo que volver a generar.',
  'reference.key.invalid':
    'Use letras minúsculas, números y guiones (60 como máximo), comenzando con una letra o un número.',
  'reference.text.max100': 'Debe tener 100 caracteres o menos.',
  'reference.text.max200': 'Debe tener 200 caracteres o menos.',
  'reference.text.max5000': 'Debe tener 5000 caracteres o menos.',
  'reference.url.invalid': 'Escriba una dirección completa que comience con https://.',
  'reference.path.invalid': 'Escriba una ruta de la aplicación que comience con /.',
  'reference.agreement.max': 'El acuerdo maestro puede tener 50,000 caracteres como máximo.',
  'reference.boolean.invalid': 'Use true o false.',
  'reference.color.invalid': 'Escriba un color como #0b5cab.',
  'reference.domain.invalid': 'Escriba un nombre de dominio como learn4life.org.',
  'reference.variant.invalid': "Elija 'short' (11 pasos) o 'long' (15 pasos).",
  'reference.program.invalid': 'Elija CTE, CLMI, WIOA o HOPE.',
  'reference.yesNo.invalid': 'Elija Yes o No.',
  'reference.siteId.invalid':
    'El identificador de un centro de aprendizaje tiene 24 caracteres hexadecimales en minúscula.',
  'reference.state.invalid': 'Use el código de dos letras de un estado de EE. UU.',
  'reference.schoolLevel.invalid': 'Elija High School, Middle School o Elementary School.',
  'import.brand.unknown': 'Ninguna marca tiene esta clave o este nombre, ni en los archivos ni guardada.',
  'import.charter.unknown': 'Ninguna escuela chárter tiene esta clave, ni en los archivos ni guardada.',
  'import.programType.unknown': 'Ningún tipo de programa tiene este nombre, ni en los archivos ni guardado.',
  'import.site.unknown':
    'Ningún centro de aprendizaje tiene este identificador, ni en los archivos ni guardado.',
  'import.session.unknown': 'Ninguna sesión tiene este identificador, ni en los archivos ni guardada.',
  'import.course.unknown':
    'El catálogo no tiene un curso con este nombre para la escuela chárter, el nivel, el año y el período del centro.',
  'import.zip.unknown': 'Este código postal no es un código postal conocido de EE. UU.',
  'import.duplicate': 'Otra fila de la importación tiene la misma clave.',
  'import.json.invalid':
    'Esta celda debe contener JSON, como [{"date":"2027-01-06","start_time":"10:00AM","end_time":"11:30AM"}].',
  'import.session.taken': 'Otra sesión guardada ya tiene este nombre o este enlace permanente.',
};
