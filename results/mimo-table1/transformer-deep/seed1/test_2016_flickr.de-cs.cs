A man in a blue shirt and a woman in a blue shirt are standing in a room.
A man in a blue shirt and a woman in a blue shirt are looking at the camera.
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě oranžové tričko, aby se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Několik lidí sedí u stolu, zatímco se dívá.
Deux hommes, l'un vêtu d'un T-shirt, l'un T-shirt blanc, l'un short, l'un short, l'un short, l'un T-shirt blanc, l'un short, l'un short, l'un short, l'
Muž a žena sedí u stolu, zatímco se dívá.
A man in a blue shirt se dívá do vzduchu.
Muž v modrém tričku a modrých džínách a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá na něco.
Several people are walking down the street.
A man in a blue shirt, looking at aby.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt, a woman v modrém tričku a bílých šortkách.
A woman in a blue shirt and a woman in a red shirt.
Muž a žena v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Několik lidí sedí u stolu, zatímco se dívá.
Muž a žena v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a blue shirt are walking down a street.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách si hraje na kytaru.
A man in a blue shirt is sitting on a bench.
Několik lidí sedí u stolu, zatímco se dívá.
A man in a blue shirt and a woman in a red shirt are standing on a sidewalk.
A man in a blue shirt and a woman in a blue shirt are sitting on a bench.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a blue shirt and a woman in a blue shirt.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A man in a blue shirt and a woman in a red shirt are looking at the camera.
Two men are standing in front of a building.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a blue shirt.
A man in a blue shirt and a man in a blue shirt are standing in front of a building.
Muž a žena sedí u stolu.
Deux hommes, l'un vêtu d'un T-shirt, l'un T-shirt blanc, l'
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A little girl in a pink shirt looking at the camera.
Několik lidí sedí u stolu, zatímco se dívá.
Muž a žena sedí u stolu, zatímco se dívá.
A man in a t-shirt se dívá do mikrofonu.
Několik lidí sedí u stolu a jedna žena.
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě košili, aby se usmívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Two men are standing in front of a building.
Deux hommes, portant des T-shirts, limmmen, l'autre, l'autre, li
Několik lidí sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá na mě.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
A man in a blue shirt and a woman in a blue shirt are looking at a party.
A man in a blue shirt and jeans is standing on a bench.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a blue shirt are sitting on a bench.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a red shirt.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena v bílých šatech se dívá na mě.
A man in a bílých vest, kasamomom
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a bílých vest, kasamomomomomo
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena v bílých šatech se dívá na mě.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena v bílých šatech stojí u stolu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě
Deux hommes, l'un vêtu d'un T-shirt, l'un
Muž a žena sedí u stolu a drží mát.
Dvě ženy stojí u stolu, zatímco se dívají.
Několik lidí v bílých šatech a bílých šortkách se dívá na mě.
Muž v bílé košili a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man v modrém tričku a modrých džínách a modrých džínách se dívá do vzduchu.
Two men in orange vests, one in a blue shirt, one of them.
A man in a blue shirt and a man in a blue shirt is walking down a street.
A man, a žena, a žena, a žena, a žena, a žena, a žena,
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Deux chiens courent dans l'herbe.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí v bílých uniformách stojí u stolu.
Několik lidí v bílých šatech a bílých šortkách se dívá na mě.
A man in a bílých šortkách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
A man in a blue shirt, looking at aby.
A man in a t-shirt se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v bílé košili a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
A man in a blue shirt and a woman in a pink shirt.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu.
Dvě ženy, a man, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman,
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do aby.
A man in a blue shirt and a woman in a blue shirt are walking down a
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se dívá
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Deux hommes, l'un vêtu d'un T-shirt, limmen, l
A man in a bílých vest se dívá do vzduchu.
Two men are standing in front of a building.
Dvě ženy v bílých šatech a bílých šortkách stojí u stolu.
A man in a blue shirt, kasamomomomomomomomomom
A man in a blue shirt, looking at aby.
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě
Muž v modrém tričku a modrých džínách se dívá na oky.
A man in a blue shirt and a woman in a blue shirt are sitting on a bench.
A man in a bílých šortkách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a blue shirt are walking down a street.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a bílých vest, a žena v bílých šatech.
A man in a blue shirt and a woman in a blue shirt are standing in front of a building.
A man in a blue shirt and a woman in a blue shirt are walking down a street.
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě a
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Deux chiens courent dans l'herbe.
Muž v modrém tričku a modrých džínách se dívá do aby.
A man in a blue shirt and a man in a blue shirt.
Two men are sitting on a bench.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Deux hommes, l'un vêtu d'un T-shirt, l'un T-shirt noir, l'un short, l'un short, l'un
A man in a blue shirt and a woman in a blue shirt.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v červeném tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Muž a žena sedí u stolu.
Two men are standing in front of a building.
A man v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a man in a blue shirt is walking down a street.
Muž v modrém tričku se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt is sitting on a bench.
Deux hommes, l'un vêtu d'un T-shirt bleu, l'un pantalon noir,
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a blue shirt.
Několik lidí sedí u stolu, zatímco se dívá.
A man in a blue shirt and a woman in a red shirt are standing in front of a building.
A little girl in a pink shirt is looking at the camera.
A man in a blue shirt is standing on a bench.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu.
A man in a blue shirt, a žena v černém triku a bílých šortkách a bílých šortkách a mínimomomomomomomomom
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Deux chiens courent dans la neige.
A man in a blue shirt and a woman in a red shirt.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a blue shirt and a woman in a chrimen.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a t-shirt se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v černém tričku a modrých džínách se dívá do mikrofonu.
Dvě mladé děti si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a red shirt.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a blue shirt is jumping into a swimming pool.
A man in a blue shirt and a woman in a red shirt are sitting on a bench.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
A man in a blue shirt is standing on a bench with a man in the background.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí v bílých uniformách stojí u stolu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Three people are standing in front of a building.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Deux hommes, l'un vêtu d'un T-shirt, l'un T-shirt, l'un short, l'un T-shirt, l'
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy, jedna v bílých, jedna, jedna, jedna a jedna jedna jedna
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na mánik.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do aby.
A man in a blue shirt and a woman in a blue shirt are walking down a
A man in a blue shirt and a man in a blue shirt are walking down a street.
Muž v modrém tričku a modrých džínách se dívá na mě.
A man in a blue shirt se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Deux hommes, portant des T-Shirts, limmen, limen, lim
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech stojí u stolu.
A man in a blue shirt and a woman in a blue shirt are walking down a street.
A man in a blue shirt is standing on a bench.
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Deux hommes in a pink shirt, one in a blue shirt, looking at the camera.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteř
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Muž a žena v bílých šatech se dívá do aby.
Muž v modrém tričku a chrátuje do vzduchu.
Deux chiens courent dans l'herbe.
Deux chiens courent dans l'herbe.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí v bílých šatech a modrých šortkách se dívá na mě.
A man in a blue shirt and a woman in a looking at something.
Muž a žena v bílých šatech se dívá na mě.
Asijský muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Deux chiens, l'un vêtu d'un T-shirt, l'un T-shirt, l'un short,
Muž v modrém tričku se dívá do mikrofonu.
A man in a blue shirt and a woman in a bílých šortkách, looking at the camera.
Muž v červeném tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a red shirt.
A man in a blue shirt and a man in a blue shirt is standing in front of
Several people are standing in front of a building.
Dvě ženy v bílých šatech si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v černém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt is standing on a bench.
Several people are standing in front of a building.
A man in a blue shirt and a woman in a blue shirt.
A man in a blue shirt, který má na sobě na sobě na sobě červené triko.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Deux chiens courent dans l'herbe.
Několik lidí v bílých šatech se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a blue shirt se dívá do mikrofonu.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A man in a blue shirt is looking at aby.
A man, který má na sobě na sobě na sobě na sobě na sobě černé tričko, aby
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu.
A man in a blue shirt and a man in a blue shirt.
A man v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Deux chiens courent dans l'herbe.
Deux chiens courent dans l'herbe.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
A man in a blue shirt and a woman in a blue shirt are sitting on a bench.
Muž a žena sedí u stolu.
Two men are standing in front of a building.
Dvě ženy v bílých šatech a modrých šortkách si hrají na pláži.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Hnědý pes skáče do vzduchu.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Několik lidí sedí u stolu, zatímco se dívá.
Hnědý pes skáče do vzduchu.
Muž a žena sedí u stolu a má na sobě na sobě na sobě na sobě na sobě na sobě
Muž v modrém tričku a modrých džínách se dívá na mě.
A man in a blue shirt is standing in front of a microphone.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a blue shirt are sitting on a bench.
Deux hommes, l'un vêtu d'un T-shirt, l'un short, l'
Několik lidí v bílých uniformách stojí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Deux chiens courent dans la neige.
Deux hommes, l'un vêtu d'un T-shirt, l'un T-shirt, l'un short, l'un short,
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu a dívají se.
A man in a kasasasimomomomomo
Několik lidí sedí u stolu.
Deux chiens courent dans l'herbe.
Deux chiens courent dans l'herbe.
Two men are sitting on a bench in front of a building.
A man in a blue shirt and a man in a blue shirt are walking down a street.
A man in a blue shirt and a woman in a blue shirt are standing in front of a building.
Dvě ženy v bílých šatech a modrých šortkách si hrají na ulici.
Mladý muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v černém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
A man in a blue shirt is standing in front of a building.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Deux chiens s'apprêtent dans l'eau.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A man in a blue shirt and a woman in a red shirt are looking at a table.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří,
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena v bílých šatech stojí u stolu.
Několik lidí v bílých šatech a bílých šortkách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a žena in a bílých šortkách.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A man in a blue shirt, looking at aby.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy v bílých šatech a bílých šortkách si hrají na ulici.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a blue shirt are walking down a street.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě na sobě černé tričko, a
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Deux chiens s'apprêtent dans l'herbe.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách si hraje na kytaru.
Muž a žena sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách a modrých džínách se usmívá.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A man in a blue shirt is standing in front of a building.
A man in a blue shirt and a woman in a blue shirt are sitting on a bench.
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Několik lidí sedí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Hnědý pes skáče do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž a žena sedí u stolu a dívá se do mikrofonu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
A man v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech stojí u stolu.
A man in a blue shirt is standing in front of a building.
A man in a blue shirt and a woman in a blue shirt are looking at the camera.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu.
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Deux hommes, l'un vêtu d'un T-shirt, l'un T-shirt blanc, l'un pantalon noir, l'un
A man in a blue shirt is standing on a bench.
Muž a žena v bílých šatech a modrých šortkách se dívá do aby.
Dvě ženy, jedna v černém, jedna jedna jedna jedna jedna jedna jedna
A man in a blue shirt and a woman in a red shirt.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Several people are sitting on a bench in front of a building.
A man in a blue shirt se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a red shirt and a woman in a red shirt, looking into the air.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do vzduchu.
Two men are standing in front of a building.
Muž v modrém tričku a modrých džínách se dívá na mě.
Deux femmes en T-shirts blancs, l'un portant un T-shirt blanc, l'un T-shirt
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man v modrém tričku a modrých džínách se dívá do mikrofonu.
Deux chiens courent dans l'herbe.
A man in a blue shirt and a man in a blue shirt is walking down a street.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Deux chiens courent dans l'herbe.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách se dívá do vzduchu.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
A man in a blue shirt and a woman in a red shirt.
Muž a žena sedí u stolu.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Deux chiens courent dans l'herbe.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v bílé košili a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a chráduje svou.
Několik lidí sedí u stolu.
Several people are walking down a street.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří mají
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří js
A man in a blue shirt and a man in a blue shirt are walking down a street.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
A man in a blue shirt and a woman in a blue shirt are walking down a street.
A man in a blue shirt and a man in a blue shirt.
A man in a blue shirt and a woman in a red shirt.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a blue shirt is standing in front of a building.
Několik lidí sedí u stolu, zatímco se dívá.
A man in a bílých shirt, a žena v černém triku a bílých šortkách
Deux chiens courent dans l'herbe.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
A man in a blue shirt and a woman in a blue shirt.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Deux chiens courent dans l'herbe.
Two men are sitting on a bench in front of a building.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Deux chiens courent dans l'herbe.
A man in a bílé košili a žena v bílé bundě a bílých šortkách a modrých šortkách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena sedí u stolu.
Muž a žena v bílých šatech se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Několik lidí v bílých uniformách stojí u stolu.
A man in a blue shirt and a woman in a blue shirt are walking down a street.
Two men are standing in front of a building.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena v bílých šatech se dívá na mě.
Několik lidí sedí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt, a woman in a blue shirt, looking at the camera.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A man in a blue shirt and a woman in a red shirt are looking at the camera.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
A man in a blue shirt and a man in a blue shirt are walking down a street.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena v bílých šatech a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
A man in a blue shirt and a man in a blue shirt.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě 
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a red shirt.
A man in a blue shirt and a man in a blue shirt is looking at the camera.
Několik lidí sedí u stolu.
A man in a blue shirt and a woman in a blue shirt are walking down a street.
A man in a blue shirt is looking at aby.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a blue shirt and a woman in a blue shirt are walking down a street.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Deux chiens courent dans l'herbe.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí v bílých šatech a bílých šortkách si hrají na ulici.
Několik lidí sedí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
A man in a blue shirt is sitting on a bench.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteř
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Hnědý pes skáče do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a blue shirt is standing in front of a building.
Několik lidí sedí u stolu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Skupina lidí sedí u stolu.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Two men are standing in front of a building.
Deux hommes, l'un vêtu d'un T-shirt, l'
A man in a kasamomomomomomomomomomo
Několik lidí sedí u stolu.
Two men are standing in front of a building.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena sedí u stolu.
A man and a woman are sitting on a bench with a man in the background.
Tři muži v bílých šatech stojí u stolu.
A man in a bílé košili se dívá do mikrofonu.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man v bílé košili a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a blue shirt are sitting on a bench.
Muž a žena v bílých šatech a modrých šortkách se dívá do aby.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A man in a blue shirt and a woman in a blue shirt.
A man in a blue shirt and a woman in a red shirt are looking at the camera.
A man in a blue shirt and a woman in a red shirt.
A man in a blue shirt and a man in a blue shirt are walking down a street.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na mě.
A man in a blue shirt and a man in a blue shirt.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a man in a blue shirt are walking down a street.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A man in a bílých šortkách se dívá do mikrofonu.
A man in a bílých šortkách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách se dívá na něco.
A man in a blue shirt and a woman in a red shirt.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách se dívá do vzduchu.
Muž a žena v bílých šatech se dívá do aby.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a man in a blue shirt is standing on a sidewalk.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
A man in a blue shirt is standing in front of a microphone.
Two men are sitting on a bench in front of a building.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do vzduchu.
A man in a blue shirt and a man in a blue shirt are standing in front of a building.
A man in a blue shirt, looking at aby.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a blue shirt is standing on a bench.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu a dívají se se do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena v bílých šatech a modrých džínách stojí u stolu.
Několik lidí sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
A man in a blue shirt and a woman in a blue shirt are standing in front of a building.
A man in a blue shirt and a man in a blue shirt are walking down a street.
A man in a blue shirt and a man in a blue shirt is walking down a street.
Muž a žena v bílých šatech a modrých džínách se dívá do aby.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu.
A man in a blue shirt and a woman in a blue shirt.
Dvě ženy v bílých šatech a modrých šortkách si hrají na pláži.
A man in a blue shirt and a man in a blue shirt.
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena v bílých šatech stojí u stolu.
A man, a žena, jedna žena a žena, jedna žena, jedna žena v černém, bílých šatech, jedna se dívá
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a blue shirt is standing on a bench.
Muž v modrém tričku a modrých džínách se dívá do aby.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Two men are sitting on a bench in front of a building.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří jsou
Dvě mladé ženy, kteří, kteří, kteří, kteří, kteří jsou
A man in a t-shirt se dívá do vzduchu.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří,
Muž a žena sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a kasasimomomomomomomomomomo
A man in a blue shirt is standing on a bench.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena v bílých šatech stojí u stolu.
A man in a blue shirt and a man in a blue shirt are walking down a street.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na mě.
Několik lidí sedí u stolu.
A man in a blue shirt, a žena v bílých šatech.
Několik lidí sedí u stolu, zatímco se dívá.
A man in a blue shirt is standing in front of a building.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco ostatní se dívají.
Muž a žena v bílých šatech se dívá na mě.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
A man in a blue shirt, looking at aby.
A man in a blue shirt and a man in a blue shirt.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Dvě ženy v bílých šatech a bílých šortkách se dívá do aby.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Několik lidí v bílých uniformách stojí u stolu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách si hraje na kytaru.
Muž a žena v bílých šatech a modrých džínách se dívá na mě.
Deux chiens courent dans l'herbe.
A man in a blue shirt and a woman in a pink shirt.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
A man in a blue shirt and a woman in a blue shirt are walking down a street.
A man in a blue shirt is standing in front of a building.
Muž a žena v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá na krák.
Dvě ženy sedí u stolu, zatímco se dívají.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na mě.
A man in a blue shirt and a baseball cap is running across a field.
A man in a blue shirt, looking at aby.
A man v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a red shirt are standing in front of a building.
A man in a blue shirt and a woman in a red shirt are standing in front of a building.
A man in a blue shirt and a woman in a black jacket.
A man in a blue shirt, trimmmmmmping aby.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Několik lidí stojí před budovou.
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Two men are sitting on a bench in front of a building.
Two men, one in a blue shirt, one in a blue shirt, one of the other.
A man in a blue shirt and a woman in a blue shirt are walking down a street.
A man in a blue shirt and a woman in a red shirt are walking down a street.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách se dívá do vzduchu.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Several people are walking down a street.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Muž v modrém tričku a modrých džínách si hraje na kytaru.
A blond-haired man in a blue shirt and a woman in a blue shirt.
Několik lidí sedí u stolu.
A man in a t-shirt se dívá do mikrofonu.
Deux chiens courent dans l'herbe.
A man in a blue shirt and a woman in a blue shirt are looking at the camera.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a blue shirt and a woman in a red shirt are standing in front of a building.
Dvě ženy v bílých šatech stojí u stolu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a kasasimomomomomomomomomomomo
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A man in a blue shirt and a man in a blue shirt are walking down a street.
Deux chiens courent dans l'herbe.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Hnědý pes skáče do vzduchu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Two men are standing in front of a building.
A man in a blue shirt and a man in a blue shirt are standing in front of a building.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Deux hommes, l'un vêtu d'un T-shirt, l'un T-shirt noir, l'un pantalon noir, l'un
Two men in orange vests are standing in front of a building.
A man in a blue shirt and a woman in a blue shirt are sitting on a bench.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena v bílých šatech se dívá do aby.
A man in a blue shirt and a woman are sitting on a bench.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Deux hommes, l'un vêtu d'un T-shirt, l'un T-shirt noir, l'un short, l'un pantalon
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu, zatímco se dívá.
Two men are standing in front of a building.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž a žena sedí u stolu, zatímco se dívá.
A man in a blue shirt and a man in a blue shirt are standing in front of a building.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Několik lidí sedí u stolu.
Two men are standing in front of a building.
A man in a blue shirt and a man in a blue shirt.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na máni.
Deux hommes, l'un vêtu d'un T-shirt, l'un short, l'un T-shirt
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Dvě ženy v bílých šatech stojí u stolu.
A woman in a blue shirt and a woman in a black dress are sitting on a bench.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
A man in a blue shirt, kasamomomomomom
Muž a žena sedí u stolu, zatímco se dívá.
Muž a žena v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v bílé košili a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Deux chiens courent dans l'herbe.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy a žena, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Two men, one in a blue shirt, one in a blue shirt, one of them.
A man in a chrimomomomomomo
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
A man in a blue shirt and a woman in a red shirt are looking at the camera.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
A man in a blue shirt and a man in a blue shirt.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Deux chiens courent dans l'herbe.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
A man in a blue shirt and a man in a blue shirt are walking down a street.
Muž v červeném tričku a modrých džínách se dívá na něco.
A man in a blue shirt, looking at aby.
Několik lidí sedí u stolu.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
A man in a blue shirt and a woman in a blue shirt are walking down a street.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A man v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt is sitting on a bench.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu.
Muž a žena sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do aby.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Deux chiens courent dans l'herbe.
Muž v modrém tričku se dívá na mě.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
A man in a blue shirt and a woman in a blue shirt are standing on a bench.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
A man in a blue shirt is looking at aby.
Deux hommes, portant des T-Shirts, l'autre, l'autre, l'autre, l'autre, l'autre, l'autre, l'autre, l'autre
A man in a blue shirt is standing in front of a building.
A man in a blue shirt and a woman in a blue shirt are standing in front of a building.
Muž v modrém tričku se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
A man in a blue shirt and a woman in a blue shirt are looking at a party.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do aby.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a blue shirt and a man in a blue shirt are standing in front of a building.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Několik lidí stojí před budovou.
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na mě.
Několik lidí sedí u stolu.
Několik lidí stojí před budovou.
Two men are standing in front of a building.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
A man in a blue shirt and a woman in a red shirt.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu.
Dvě ženy, jedna v modrém, jedna v černém, jedna jedna jedna jedna jedna jedna jedna jedna
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí v bílých šatech stojí u stolu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá na něco.
Deux chiens is running in the grass.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Deux hommes, l'un vêtu d'un T-shirt bleu, l'un T-shirt bleu, l'un portant un T-shirt bleu, l'un T-shirt bleu,
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Two men, one man, one man, one man, one man, one man, one man, one man, one man, one man, one man, one man, one man, one man, one
Deux chiens, l'un vêtu d'un T-shirt, l'un T-shirt blanc, l'un short, l'un short, lun short
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena sedí u stolu, aby se dívá.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu.
A man in a blue shirt is looking at aby.
Dvě ženy sedí u stolu, zatímco se dívají.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do vzduchu.
A man in a blue shirt and a woman in a blue shirt.
Dvě ženy, jedna a jedna jedna jedna jedna jedna jedna jedna jedna
Několik lidí sedí u stolu, zatímco se dívá.
A man in a blue shirt and a woman in a looking at the camera.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
A man in a blue shirt and a woman in a red shirt.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a blue shirt are walking down a street.
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě oranžové tričko, který má na sobě na sobě má na sobě na sobě na sobě na sobě na sobě
Několik lidí sedí u stolu.
A man in a blue shirt and a woman in a blue shirt are looking at a each other.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man v červeném tričku a modrých džínách se dívá do vzduchu.
Několik lidí v bílých šatech a modrých šortkách se dívá na mě.
A man in a blue shirt and a woman in a blue shirt are sitting on a bench.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a man in a blue shirt are standing in front of a building.
A man in a blue shirt is standing in front of a building.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, wearing a
Muž v modrém tričku se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá na mánik.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A man in a blue shirt and a woman in a blue shirt are looking at a party.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Two men, one man, one man, one in a blue shirt, looking into the air.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A man in a blue shirt and a woman in a red shirt.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Deux hommes, l'un vêtu d'un T-shirt, l'un short, l'un short,
Muž v modrém tričku a modrých džínách a modrých džínách se dívá na něco.
A man in a bílých šortkách se dívá do mikrofonu.
Deux hommes, l'un vêtu d'un T-shirt, l'un T-shirt, l'un short, l'un T-shirt, l'un short, l'un T-shirt blanc, l'un short, l'un short, l'un short, l
Muž a žena sedí u stolu.
A man in a bílých šortkách se dívá do vzduchu.
Two men are sitting on a bench in front of a building.
A man in a blue shirt, a woman in a blue shirt, looking into the air.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí v bílých šatech a modrých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena v bílých šatech a looking at the camera.
A man in a blue shirt is standing in front of a building.
A man, který má na sobě na sobě na sobě na sobě na sobě na sobě na sobě na sobě a
